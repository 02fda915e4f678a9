import { mkdtempSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../src/ingest/line-splitter';
import { completeLines, completeLinesEnd } from './read-from';

const lines = (text: string) => completeLines(Buffer.from(text, 'utf8'));

describe('completeLines', () => {
  it('breaks lines where the app reader does: LF, CRLF and a lone CR', () => {
    expect(lines('a\nbb\r\nc\rd\n')).toEqual({ starts: [0, 2, 6, 8], end: 10 });
    const text = 'a\nbb\r\nc\rd\n';
    const read = new LineSplitter().push(text);
    expect(lines(text).starts.map((s, i) => text.slice(s, s + (read[i] as string).length))).toEqual(
      read,
    );
  });

  it('leaves a line without its break, and a CR that may be half a CRLF, for the next read', () => {
    expect(lines('a\n{"torn')).toEqual({ starts: [0], end: 2 });
    expect(lines('a\nb\r')).toEqual({ starts: [0], end: 2 });
    expect(lines('a\r\rb\r\n')).toEqual({ starts: [0, 2, 3], end: 6 });
    expect(lines('')).toEqual({ starts: [], end: 0 });
  });

  it('counts empty lines as lines', () => {
    expect(lines('\n\n\r\n')).toEqual({ starts: [0, 1, 2], end: 4 });
  });
});

describe('completeLinesEnd', () => {
  it('finds from the end where completeLines ends, across read chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'omniscope-read-from-'));
    const path = join(dir, 'f.jsonl');
    const pieces = ['a', 'bc', '\n', '\r', '\r\n', 'xyz'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 200; round += 1) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join(
        '',
      );
      writeFileSync(path, text);
      const handle = await open(path, 'r');
      try {
        const size = Buffer.byteLength(text);
        for (const chunk of [1, 2, 3, 64])
          expect(await completeLinesEnd(handle, size, chunk), JSON.stringify(text)).toBe(
            lines(text).end,
          );
      } finally {
        await handle.close();
      }
    }
  });
});
