import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { assembleWat, WASM_TS, WAT, wasmSource } from '../../scripts/assemble-wat.mjs';

describe('count-in-bytes-wasm.ts', () => {
  it('is the module count-in-bytes.wat assembles to (else: npm run wasm)', async () => {
    expect(await readFile(WASM_TS, 'utf8')).toBe(wasmSource(await assembleWat(WAT)));
  });
});
