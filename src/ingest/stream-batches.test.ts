import { describe, expect, it } from 'vitest';
import { streamJsonl, type Batch } from './stream-batches';
import { JsonlReader } from './parse-jsonl';
import { decodeRecords, encodeRecords } from './wire-records';
import { CHILD_ID, SESSION_A, TRACE_FILES, readFixtureBytes } from '../../test/support/fixtures';

function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array<ArrayBuffer>> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

const parent = readFixtureBytes(SESSION_A + TRACE_FILES[0]);

describe('streamJsonl', () => {
  it('delivers every record in batches, with bytes read up to the file size', async () => {
    const batches: Batch[] = [];
    // 7-byte chunks cut the fixture's multi-byte characters (e.g. "—") across reads.
    const read = await streamJsonl(
      chunked(parent, 7),
      new JsonlReader('p'),
      (b) => batches.push(b),
      {
        maxRecords: 10,
        maxMs: 60_000,
      },
    );
    expect(read).toBe(parent.length);
    expect(batches.flatMap((b) => b.records)).toHaveLength(56);
    // The first records go at once; the rest wait for a full batch.
    expect(batches[0]?.records).toHaveLength(1);
    expect(batches.slice(1, -1).every((b) => b.records.length >= 10)).toBe(true);
    expect(batches.at(-1)?.bytesRead).toBe(parent.length);
    expect(batches.flatMap((b) => b.diagnostics)).toEqual([]);
  });

  it('decodes the same text as a one-shot decode', async () => {
    const records: unknown[] = [];
    await streamJsonl(chunked(parent, 3), new JsonlReader('p'), (b) => records.push(...b.records));
    const whole: unknown[] = [];
    await streamJsonl(chunked(parent, parent.length), new JsonlReader('p'), (b) =>
      whole.push(...b.records),
    );
    expect(records).toEqual(whole);
  });

  it('sends large records in batches bounded by their characters', async () => {
    const line = (i: number) =>
      JSON.stringify({
        timestamp: '2026-01-01T00:00:00.000Z',
        type: 'model_msg',
        payload: { type: 'text', role: 'user', text: `${i} ${'x'.repeat(300_000)}` },
      });
    const text = Array.from({ length: 12 }, (_, i) => line(i)).join('\n') + '\n';
    const batches: Batch[] = [];
    await streamJsonl(
      chunked(new TextEncoder().encode(text), 1 << 16),
      new JsonlReader('big', { keepText: true }),
      (b) => batches.push(b),
      { maxMs: 60_000 },
    );
    expect(batches.flatMap((b) => b.records)).toHaveLength(12);
    // A megabyte of lines goes at once: four records of 300,000 characters, never all twelve.
    expect(Math.max(...batches.map((b) => b.records.length))).toBe(4);
  });

  it('stamps origin on every record of a child file', async () => {
    const child = readFixtureBytes(SESSION_A + TRACE_FILES[2]);
    const records: Batch['records'] = [];
    await streamJsonl(
      chunked(child, 4096),
      new JsonlReader('c', { keepText: true }),
      (b) => records.push(...b.records),
      {
        origin: [CHILD_ID],
      },
    );
    expect(records).toHaveLength(18);
    expect(records.every((r) => r.envelope.origin?.join() === CHILD_ID)).toBe(true);
    // Stamped, a record is no longer its line: it crosses to the page written out again.
    expect(records.some((r) => r.text !== undefined)).toBe(false);
    const page = decodeRecords(encodeRecords(records, []).records);
    expect(page.every((r) => r.envelope.origin?.join() === CHILD_ID)).toBe(true);
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    let records = 0;
    const read = await streamJsonl(
      chunked(parent, 256),
      new JsonlReader('p'),
      (b) => {
        records += b.records.length;
        abort.abort();
      },
      { maxRecords: 1, signal: abort.signal },
    );
    expect(read).toBeNull();
    expect(records).toBeLessThan(56);
  });
});
