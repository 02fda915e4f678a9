import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter';
import { LineStarts } from './line-starts';

/** Cuts `bytes` at `cuts` (any positions, multi-byte characters and CRLF split included). */
function pieces(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const c of [...at, bytes.length]) {
    if (c > from) out.push(bytes.subarray(from, c));
    from = Math.max(from, c);
  }
  return out;
}

/** Each line as the splitter reads the decoded chunks, and the bytes from where LineStarts says it starts. */
function read(
  bytes: Uint8Array,
  cuts: number[],
): { line: string; fromBytes: string; toEnd: string | null }[] {
  const splitter = new LineSplitter();
  const starts = new LineStarts();
  const decoder = new TextDecoder();
  const lines: string[] = [];
  for (const piece of pieces(bytes, cuts)) {
    starts.push(piece);
    for (const l of splitter.push(decoder.decode(piece, { stream: true })))
      if (typeof l === 'string') lines.push(l);
  }
  for (const l of splitter.push(decoder.decode())) if (typeof l === 'string') lines.push(l);
  for (const l of splitter.flush()) if (typeof l === 'string') lines.push(l);
  const encoder = new TextEncoder();
  return lines.map((line, i) => {
    const start = starts.take(i + 1);
    const length = encoder.encode(line).length;
    const end = starts.lastEnd;
    return {
      line,
      fromBytes: new TextDecoder().decode(bytes.subarray(start, start + length)),
      // Up to its break: the line itself (a last line with no break has no end).
      toEnd: end < 0 ? null : new TextDecoder().decode(bytes.subarray(start, end)),
    };
  });
}

const piece = fc.constantFrom('a', '{"x":1}', 'é', '—', '😀', '\n', '\r', '\r\n', '\n\n', ' ');

describe('LineStarts', () => {
  it('points at every line the splitter reads, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }).map((p) => p.join('')),
        fc.array(fc.nat(400), { maxLength: 12 }),
        fc.boolean(),
        (text, cuts, bom) => {
          const bytes = new TextEncoder().encode((bom ? '\uFEFF' : '') + text);
          const lines = read(bytes, cuts);
          for (const { line, fromBytes, toEnd } of lines) {
            expect(fromBytes).toBe(line);
            if (toEnd !== null) expect(toEnd).toBe(line);
          }
          // Every line but an unterminated last one knows its end.
          const terminated = /[\r\n]$/.test(text) || text === '';
          expect(lines.filter((l) => l.toEnd === null).length).toBe(
            terminated || lines.length === 0 ? 0 : 1,
          );
        },
      ),
    );
  });

  it('counts every byte value as one byte, whatever character a byte decoder makes of it', () => {
    // Every byte from 0x00 to 0xFF but the breaks, then a LF: the next line starts at 255.
    const all = Array.from({ length: 256 }, (_, b) => b).filter((b) => b !== 10 && b !== 13);
    const starts = new LineStarts();
    starts.push(Uint8Array.from([...all, 10, 0x41]));
    expect(starts.take(1)).toBe(0);
    expect(starts.lastEnd).toBe(254);
    expect(starts.take(2)).toBe(255);
  });

  it('joins a CR and a LF split by an empty chunk into one break', () => {
    const starts = new LineStarts();
    for (const chunk of [[0x61, 13], [], [10, 0x62]]) starts.push(Uint8Array.from(chunk));
    expect(starts.take(1)).toBe(0);
    expect(starts.lastEnd).toBe(1);
    expect(starts.take(2)).toBe(3);
  });

  it('skips lines not asked for and forgets those passed', () => {
    const starts = new LineStarts();
    const lines = Array.from({ length: 10_000 }, (_, i) => `line ${i}`);
    starts.push(new TextEncoder().encode(lines.join('\n')));
    let offset = 0;
    const expected = lines.map((l) => ((offset += l.length + 1), offset - l.length - 1));
    expect(starts.take(3)).toBe(expected[2]);
    expect(starts.take(9_000)).toBe(expected[8_999]);
    expect(starts.take(10_000)).toBe(expected[9_999]);
  });
});
