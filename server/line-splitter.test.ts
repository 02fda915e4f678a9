import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter';

function split(chunks: Buffer[]): { lines: string[]; rest: string } {
  const s = new LineSplitter();
  const lines = chunks.flatMap((c) => s.push(c));
  return { lines, rest: s.flush() };
}

describe('LineSplitter', () => {
  it('holds an unterminated last line', () => {
    const s = new LineSplitter();
    expect(s.push(Buffer.from('a\nb'))).toEqual(['a']);
    expect(s.push(Buffer.from('c\n'))).toEqual(['bc']);
  });

  it('handles CRLF split across pushes', () => {
    const s = new LineSplitter();
    expect(s.push(Buffer.from('a\r'))).toEqual([]);
    expect(s.push(Buffer.from('\nb\n'))).toEqual(['a', 'b']);
  });

  it('decodes a multi-byte character cut between chunks', () => {
    const bytes = Buffer.from('é—🐧\n');
    expect(split([bytes.subarray(0, 1), bytes.subarray(1, 5), bytes.subarray(5)]).lines).toEqual([
      'é—🐧',
    ]);
  });

  it('gives the same lines whatever the chunking', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', '🐧', '\n', '\r', ' ', '{') });
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (t, cuts) => {
        const bytes = Buffer.from(t);
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let from = 0;
        for (const p of points) {
          chunks.push(bytes.subarray(from, p));
          from = p;
        }
        chunks.push(bytes.subarray(from));
        expect(split(chunks)).toEqual(split([bytes]));
      }),
    );
  });
});
