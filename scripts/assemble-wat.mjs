// Assembles the search's WebAssembly counter (src/search/count-in-bytes.wat) into the module the
// app loads, src/search/count-in-bytes-wasm.ts (`npm run wasm`). The binary is kept as TypeScript
// so every runner loads it as it is (Vite, Vitest, Node, Playwright's specs that start the
// server); a unit test assembles the text again and fails when the two differ.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';

export const WAT = fileURLToPath(new URL('../src/search/count-in-bytes.wat', import.meta.url));
export const WASM_TS = fileURLToPath(
  new URL('../src/search/count-in-bytes-wasm.ts', import.meta.url),
);

/** The module the text at `path` stands for, base64. */
export async function assembleWat(path) {
  const module = (await wabt()).parseWat(path, await readFile(path, 'utf8'), { simd: true });
  try {
    module.validate();
    return Buffer.from(module.toBinary({}).buffer).toString('base64');
  } finally {
    module.destroy();
  }
}

/** The TypeScript file holding `base64`. */
export const wasmSource = (base64) =>
  `// Generated from count-in-bytes.wat by scripts/assemble-wat.mjs (npm run wasm): do not edit.\n` +
  `export const COUNT_IN_BYTES_WASM =\n  '${base64}';\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(WASM_TS, wasmSource(await assembleWat(WAT)));
  console.log(`wrote ${WASM_TS}`);
}
