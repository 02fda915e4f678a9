import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRoot } from '../../test/support/library-tree';
import { readAgainFrom } from './read-again';
import { readHash, readHashOf } from './read-hash';

const line = (n: number) =>
  `${JSON.stringify({ timestamp: `2026-01-01T00:00:0${n}Z`, type: 'event_msg', payload: { type: 'abort', reason: `r${n}` } })}\n`;

describe('readAgainFrom', () => {
  it('parses again what was read whole, and nothing once the file was rewritten', async () => {
    const path = join(tempRoot(), 'a.jsonl');
    writeFileSync(path, `${line(1)}not json\n${line(2)}`);
    const bytesRead = Buffer.byteLength(`${line(1)}not json\n${line(2)}`);
    writeFileSync(path, `${line(1)}not json\n${line(2)}{"torn`);
    const again = readAgainFrom(
      new Map([[path, { bytesRead, linesRead: 3, readHash: await readHash(path, bytesRead) }]]),
      { keepText: true },
    );
    const bytes = await again.bytes(path);
    const parsed = bytes && again.parse(path, bytes);
    expect(parsed && parsed.records.map((r) => [r.at.line, r.text])).toEqual([
      [1, line(1).trimEnd()],
      [3, line(2).trimEnd()],
    ]);
    expect(parsed && parsed.bad.map((d) => d.line)).toEqual([2]);
    expect(parsed?.starts).toEqual([0, line(1).length, line(1).length + 'not json\n'.length]);
    writeFileSync(path, `${line(3)}not json\n${line(2)}`);
    expect(await again.bytes(path)).toBeUndefined();
    expect(await again.bytes('other.jsonl')).toBeUndefined();
  });

  it('counts a line ended by a lone CR that was read before, and sees a middle rewritten', async () => {
    const path = join(tempRoot(), 'cr.jsonl');
    const text = `${line(1).trimEnd()}\r${line(2).trimEnd()}\r`;
    writeFileSync(path, text);
    const bytesRead = Buffer.byteLength(text);
    const at = (linesRead: number) =>
      readAgainFrom(
        new Map([[path, { bytesRead, linesRead, readHash: readHashOf(Buffer.from(text)) }]]),
        { keepText: false },
      );
    expect((await at(2).bytes(path))?.starts).toEqual([0, line(1).length]);
    // Longer than both hashed ends: a line more in the middle keeps the ends and the size.
    const long = `{"type":"event_msg","payload":{"type":"abort","reason":"${'x'.repeat(9000)}"}}`;
    const before = `${line(1)}${long}\n${line(2)}`;
    const after = `${line(1)}${long.slice(0, 4000)}\n${long.slice(4001)}\n${line(2)}`;
    expect(Buffer.byteLength(after)).toBe(Buffer.byteLength(before));
    writeFileSync(path, after);
    const size = Buffer.byteLength(before);
    const hash = readHashOf(Buffer.from(before));
    expect(readHashOf(Buffer.from(after))).toBe(hash);
    const again = readAgainFrom(
      new Map([[path, { bytesRead: size, linesRead: 3, readHash: hash }]]),
      {
        keepText: false,
      },
    );
    expect(await again.bytes(path)).toBeUndefined();
  });
});
