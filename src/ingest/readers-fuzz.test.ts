// Random bytes and mutations of the reference data fed to the readers: they never throw, every
// valid line still yields its record, and every diagnostic names the right line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import { parseJsonl } from './parse-jsonl';
import { parseSse, SseReader } from './parse-sse';
import { JsonlReader } from './parse-jsonl';

const REFERENCE = readFixture(SESSION_A + TRACE_FILES[1])
  .split('\n')
  .filter((l) => l !== '');
const STREAM = readFixture(SESSION_A + 'stream.sse');

/** Random text that looks like bytes from anywhere: controls, breaks, surrogates, JSON shards. */
const noise = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\n', '\r', '\r\n', '\u0000', '\u001b]52;c;', '{', '}', '"', '[', '\uFEFF'),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** A line that is never a valid record: it does not start a JSON object. */
const junkLine = noise.map((s) => `#${s.replace(/[\r\n]/g, ' ')}`);

function chunked(text: string, cuts: number[]): string[] {
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

function readChunks(chunks: string[], maxLineLength?: number) {
  const reader = new JsonlReader('f.jsonl', maxLineLength === undefined ? {} : { maxLineLength });
  const results = [...chunks.map((c) => reader.push(c)), reader.finish()];
  return {
    records: results.flatMap((r) => r.records),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}

describe('JSONL reader under fuzzing', () => {
  it('never throws on random text, cut anywhere; diagnostics name lines that exist', () => {
    fc.assert(
      fc.property(
        noise,
        fc.array(fc.nat()),
        fc.option(fc.nat({ max: 64 })),
        (text, cuts, limit) => {
          const { records, diagnostics } = readChunks(chunked(text, cuts), limit ?? undefined);
          const lines = text.split(/\r\n|\r|\n/).length;
          for (const d of diagnostics)
            if (d.line !== undefined) expect(d.line).toBeLessThanOrEqual(lines);
          for (const r of records) expect(r.at.line).toBeLessThanOrEqual(lines);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('keeps every reference record when junk lines are inserted, and names each junk line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: REFERENCE.length }), junkLine), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (inserts, cuts) => {
          const lines = [...REFERENCE];
          const junkAt = new Set<number>();
          for (const [at, junk] of inserts) lines.splice(at, 0, `\uE000${junk}`);
          lines.forEach((l, i) => l.startsWith('\uE000') && junkAt.add(i + 1));
          const text = lines.map((l) => l.replace(/^\uE000/, '')).join('\n') + '\n';
          const { records, diagnostics } = readChunks(chunked(text, cuts));
          expect(records.map((r) => JSON.stringify(r.envelope))).toEqual(
            REFERENCE.map((l) => JSON.stringify(JSON.parse(l))),
          );
          const valid = records.map((r) => r.at.line);
          expect(valid.every((l) => !junkAt.has(l))).toBe(true);
          const errorLines = diagnostics.filter((d) => d.severity === 'error').map((d) => d.line);
          expect(errorLines).toEqual([...junkAt]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a mutated reference line costs that line only', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: REFERENCE.length - 1 }),
        fc.nat(),
        fc.nat({ max: 5 }),
        noise,
        (index, at, drop, insert) => {
          const line = REFERENCE[index] ?? '';
          const cut = at % (line.length + 1);
          const mutated = (line.slice(0, cut) + insert + line.slice(cut + drop)).replace(
            /[\r\n]/g,
            ' ',
          );
          const lines = REFERENCE.map((l, i) => (i === index ? mutated : l));
          const { records, diagnostics } = parseJsonl('f.jsonl', lines.join('\n') + '\n');
          const others = records.filter((r) => r.at.line !== index + 1);
          expect(others).toHaveLength(REFERENCE.length - 1);
          for (const d of diagnostics.filter((x) => x.severity === 'error'))
            expect(d.line).toBe(index + 1);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('SSE reader under fuzzing', () => {
  it('never throws on random text, cut anywhere', () => {
    fc.assert(
      fc.property(noise, fc.array(fc.nat()), (text, cuts) => {
        const reader = new SseReader('f.sse');
        for (const c of chunked(text, cuts)) reader.push(c);
        reader.finish();
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('keeps every event of the reference capture when junk events are inserted between them', () => {
    const blocks = STREAM.split('\n\n').filter((b) => b.trim() !== '');
    const whole = parseSse('s.sse', STREAM);
    const ids = (items: typeof whole.items) =>
      items.flatMap((i) =>
        i.kind !== 'comment' && i.at.eventId !== undefined ? [i.at.eventId] : [],
      );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: blocks.length }), junkLine), { maxLength: 10 }),
        (inserts) => {
          const mutated = [...blocks];
          for (const [at, junk] of inserts)
            mutated.splice(at, 0, `data: ${junk.replace(/\r/g, ' ')}`);
          const r = parseSse('s.sse', mutated.join('\n\n') + '\n\n');
          expect(ids(r.items)).toEqual(ids(whole.items));
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
