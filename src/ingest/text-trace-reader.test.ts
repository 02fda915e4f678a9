import { describe, expect, it } from 'vitest';
import { TextTraceReader } from './text-trace-reader';
import { streamJsonl, type Batch } from './stream-batches';
import { loadSources, type LoadBatch } from './load-files';
import type { ParseWorker } from './parse-worker';
import { createJobRunner } from './parse-job';
import type { WorkerResponse } from './worker-protocol';
import { SESSION_A, TRACE_FILES, readFixture, readFixtureBytes } from '../../test/support/fixtures';
import { batchInputs } from './batch-inputs';

const capture = readFixture(`${SESSION_A}stream.sse`);

function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array<ArrayBuffer>> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

function readAll(text: string, name: string, chunk = text.length) {
  const reader = new TextTraceReader(name);
  const parts = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(reader.push(text.slice(i, i + chunk)));
  parts.push(reader.finish());
  return { reader, parts };
}

describe('TextTraceReader', () => {
  it('reads an SSE capture by its content, whatever its name: 217 records, 18 server events', () => {
    const { reader, parts } = readAll(capture, 'renamed.jsonl', 5);
    expect(reader.kind).toBe('sse');
    expect(parts.flatMap((p) => p.records)).toHaveLength(217);
    const placed = parts.flatMap((p) => p.placed ?? []);
    expect(placed.filter((p) => p.kind === 'server')).toHaveLength(18);
    // The recorder's header comment is kept, in its place before everything.
    expect(placed.filter((p) => p.kind === 'comment')).toEqual([
      expect.objectContaining({ before: 0, text: expect.stringContaining('recorded from GET') }),
    ]);
    expect(parts.flatMap((p) => p.diagnostics)).toEqual([]);
  });

  it('reads a Trace file as JSON Lines, whatever its name', () => {
    const { reader, parts } = readAll(readFixture(SESSION_A + TRACE_FILES[0]), 'trace.sse', 3);
    expect(reader.kind).toBe('jsonl');
    expect(parts.flatMap((p) => p.records)).toHaveLength(56);
    expect(parts.flatMap((p) => p.placed ?? [])).toEqual([]);
  });

  it('keeps each server event and comment in its place among the records', async () => {
    const batches: Batch[] = [];
    await streamJsonl(
      chunked(readFixtureBytes(`${SESSION_A}stream.sse`), 97),
      new TextTraceReader('stream.sse'),
      (b) => batches.push(b),
      { maxRecords: 20, maxMs: 60_000 },
    );
    const inputs = batches.flatMap(batchInputs);
    // 235 events and the recorder's header comment.
    expect(inputs).toHaveLength(236);
    // The header, then task_state, then the echoed prompt, then task_state running.
    expect(inputs.slice(0, 4).map((i) => i.kind)).toEqual([
      'comment',
      'server',
      'record',
      'server',
    ]);
    expect(inputs[2]).toMatchObject({ at: { file: 'stream.sse', eventId: '85c3bf63-2' } });
  });

  it('loads a capture through the loader as one session of 217 envelopes', async () => {
    const worker = (): ParseWorker => {
      const w: ParseWorker = {
        onmessage: null,
        onerror: null,
        postMessage: (r) => handle(r),
        terminate: () => undefined,
      };
      const handle = createJobRunner((m: WorkerResponse) =>
        setTimeout(() => w.onmessage?.(new MessageEvent('message', { data: m }))),
      );
      return w;
    };
    const batches: LoadBatch[] = [];
    await new Promise<void>((resolve, reject) =>
      loadSources(
        [{ kind: 'file', file: new File([capture], 'stream.sse') }],
        { onBatch: (b) => batches.push(b), onDone: resolve, onError: reject },
        worker,
      ),
    );
    expect(batches.flatMap((b) => b.records)).toHaveLength(217);
    expect(batches.flatMap((b) => b.placed ?? []).filter((p) => p.kind === 'server')).toHaveLength(
      18,
    );
  });
});

describe('a saved /messages response or a JSON array picked as a file', () => {
  const records = (text: string, chunk?: number) => {
    const { parts } = readAll(text, 'messages.json', chunk);
    return {
      records: parts.flatMap((p) => p.records),
      diagnostics: parts.flatMap((p) => p.diagnostics),
    };
  };

  it('reads the messages and the live fragments, as the command line does', () => {
    const final = records(readFixture(`${SESSION_A}messages-final.json`), 997);
    expect(final.diagnostics).toEqual([]);
    expect(final.records.length).toBeGreaterThan(80);
    expect(final.records[0]?.at.eventId).toBe('messages[0]');
    const running = records(readFixture(`${SESSION_A}messages-while-running.json`));
    expect(running.diagnostics).toEqual([]);
    expect(running.records.at(-1)?.at.eventId).toMatch(/^live\.fragments\[/);
  });

  it('reads a one-line response and a JSON array (with a warning), and says what else is not one', () => {
    const line = JSON.stringify({
      messages: [JSON.parse(readFixture(`${SESSION_A}${TRACE_FILES[0]}`).split('\n')[0]!)],
    });
    expect(records(line).records).toHaveLength(1);
    const array = records(readFixture('hostile/array.json'));
    expect(array.records).toHaveLength(5);
    expect(array.diagnostics.map((d) => d.code)).toEqual(['json-array-of-records']);
    expect(records('{\n"nope": 1\n}\n').diagnostics.map((d) => d.code)).toEqual([
      'not-a-messages-response',
    ]);
  });
});
