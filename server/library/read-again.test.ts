import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRoot } from '../../test/support/library-tree';
import { readAgainFrom } from './read-again';
import { readHash } from './read-hash';

const line = (n: number) =>
  `${JSON.stringify({ timestamp: `2026-01-01T00:00:0${n}Z`, type: 'event_msg', payload: { type: 'abort', reason: `r${n}` } })}\n`;

describe('readAgainFrom', () => {
  it('parses again what was read whole, and nothing once the file was rewritten', async () => {
    const path = join(tempRoot(), 'a.jsonl');
    writeFileSync(path, `${line(1)}not json\n${line(2)}`);
    const bytesRead = Buffer.byteLength(`${line(1)}not json\n${line(2)}`);
    writeFileSync(path, `${line(1)}not json\n${line(2)}{"torn`);
    const again = readAgainFrom(
      new Map([[path, { bytesRead, readHash: await readHash(path, bytesRead) }]]),
      { keepText: true },
    );
    const bytes = await again.bytes(path);
    const parsed = bytes && again.parse(path, bytes);
    expect(parsed && parsed.records.map((r) => [r.at.line, r.text])).toEqual([
      [1, line(1).trimEnd()],
      [3, line(2).trimEnd()],
    ]);
    expect(parsed && parsed.bad.map((d) => d.line)).toEqual([2]);
    expect(parsed && parsed.bytes.length).toBe(bytesRead);
    writeFileSync(path, `${line(3)}not json\n${line(2)}`);
    expect(await again.bytes(path)).toBeUndefined();
    expect(await again.bytes('other.jsonl')).toBeUndefined();
  });
});
