import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { englishOf } from '../problems/problem-text';
import { LineSplitter, type SplitLine } from './line-splitter';

const oversizedReason = (length: number, limit: number) =>
  englishOf({ code: 'record-too-large', params: { length, limit } });

function splitAll(chunks: string[], maxLineLength?: number): SplitLine[] {
  const s = new LineSplitter(maxLineLength === undefined ? {} : { maxLineLength });
  return [...chunks.flatMap((c) => s.push(c)), ...s.flush()];
}

/** The obvious whole-string definition the streaming splitter must agree with. */
function reference(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body === '') return [];
  const lines = body.split(/\r\n|\r|\n/);
  if (/[\r\n]$/.test(body)) lines.pop();
  return lines;
}

function cutAt(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let prev = 0;
  for (const p of points) {
    out.push(text.slice(prev, p));
    prev = p;
  }
  out.push(text.slice(prev));
  return out;
}

const textArb = fc
  .array(fc.constantFrom('a', 'b', ' ', '\n', '\r', '\r\n', 'é', '😀', '{"x":1}', '\uFEFF'))
  .map((parts) => parts.join(''));

describe('LineSplitter', () => {
  it('splits on LF, CRLF and lone CR', () => {
    expect(splitAll(['a\nb\r\nc\rd\n'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps empty lines between terminators', () => {
    expect(splitAll(['a\n\n\r\n\rb\n'])).toEqual(['a', '', '', '', 'b']);
  });

  it('treats CRLF split across pushes as one break', () => {
    expect(splitAll(['a\r', '\nb\r', '', '\nc'])).toEqual(['a', 'b', 'c']);
  });

  it('emits a line ended by CR at once, before the next push', () => {
    const s = new LineSplitter();
    expect(s.push('a\r')).toEqual(['a']);
    expect(s.push('b\n')).toEqual(['b']);
  });

  it('holds an unterminated line until a later push ends it (a file still being written)', () => {
    const s = new LineSplitter();
    expect(s.push('a\nb')).toEqual(['a']);
    expect(s.push('c')).toEqual([]);
    expect(s.push('d\ne')).toEqual(['bcd']);
  });

  it('emits the unterminated last line at flush, once', () => {
    const s = new LineSplitter();
    expect(s.push('a\nbc')).toEqual(['a']);
    expect(s.push('d')).toEqual([]);
    expect(s.flush()).toEqual(['bcd']);
    expect(s.flush()).toEqual([]);
  });

  it('emits nothing at flush after a final terminator', () => {
    expect(splitAll(['a\n'])).toEqual(['a']);
    expect(splitAll(['a\r'])).toEqual(['a']);
  });

  it('strips a leading BOM only', () => {
    expect(splitAll(['\uFEFFa\n\uFEFFb'])).toEqual(['a', '\uFEFFb']);
    expect(splitAll(['', '\uFEFFa'])).toEqual(['a']);
  });

  it('joins a long line pushed in many pieces', () => {
    const piece = 'x'.repeat(1000);
    expect(splitAll([...Array<string>(500).fill(piece), '\n'])).toEqual([piece.repeat(500)]);
  });

  it('gives the same lines whatever the chunking (property)', () => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat()), (text, cuts) => {
        expect(splitAll(cutAt(text, cuts))).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same lines from UTF-8 bytes cut anywhere, multi-byte characters included', () => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat()), (text, cuts) => {
        const bytes = new TextEncoder().encode(text);
        const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let prev = 0;
        for (const p of [...points, bytes.length]) {
          chunks.push(decoder.decode(bytes.subarray(prev, p), { stream: true }));
          prev = p;
        }
        chunks.push(decoder.decode());
        expect(splitAll(chunks)).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });

  it('skips a line past the limit, counting its length, and goes on at the next break', () => {
    expect(splitAll(['ab\nabcdef\r\nabc\n', 'x'], 3)).toEqual(['ab', { oversized: 6 }, 'abc', 'x']);
    expect(splitAll(['ab', 'cd', 'ef', '\nok'], 3)).toEqual([{ oversized: 6 }, 'ok']);
    expect(splitAll(['abcd'], 3)).toEqual([{ oversized: 4 }]);
  });

  it('never holds more than the limit of an oversized line', () => {
    const s = new LineSplitter({ maxLineLength: 10 });
    const held = () => (s as unknown as { pending: string[] }).pending.join('').length;
    for (let i = 0; i < 100; i++) {
      s.push('x'.repeat(7));
      expect(held()).toBeLessThanOrEqual(10);
    }
    expect(s.push('\n')).toEqual([{ oversized: 700 }]);
  });

  it('names the sizes in the reason', () => {
    expect(oversizedReason(312 * 2 ** 20, 64 * 2 ** 20)).toBe(
      'record too large (312 MB > 64 MB limit); skipped',
    );
    expect(oversizedReason(13_313, 13_312)).toBe(
      'record too large (13313 B > 13312 B limit); skipped',
    );
  });

  it('with a limit, keeps every line within it and marks every longer one (property)', () => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat()), fc.nat({ max: 12 }), (text, cuts, limit) => {
        const expected = reference(text).map((l) =>
          l.length > limit ? { oversized: l.length } : l,
        );
        expect(splitAll(cutAt(text, cuts), limit)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
