import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineSplitter } from './line-splitter';

function splitAll(chunks: string[]): string[] {
  const s = new LineSplitter();
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
});
