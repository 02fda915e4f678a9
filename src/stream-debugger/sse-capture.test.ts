import { describe, expect, it } from 'vitest';
import { batchInputs } from '../ingest/batch-inputs';
import { parseSse } from '../ingest/parse-sse';
import { TextTraceReader } from '../ingest/text-trace-reader';
import { playable } from '../live/replay-transport';
import type { TraceInput } from '../store/model';
import { EventLog } from './event-log';
import { logCapture } from './sse-capture';
import { captureInputs } from '../../test/support/capture-inputs';
import { readFixture, SESSION_A } from '../../test/support/fixtures';
import type { AnyEnvelope } from '../protocol/types';
import { applyInputs, initialTraceState } from '../store/reducer';

const T0 = Date.parse('2026-12-02T10:00:00Z');

/** The reference capture plus what a live server may also send: heartbeats and unknown names. */
function received(): TraceInput[] {
  const extra: TraceInput[] = [
    { kind: 'comment', text: 'heartbeat' },
    {
      kind: 'server',
      event: { type: 'mystery', data: { a: 1 } },
      at: { eventId: 'x-1' },
      wire: { event: 'mystery', data: '{"a":1}' },
    },
    {
      kind: 'server',
      event: { type: 'ping', data: 'hello\nworld' },
      wire: { event: 'ping', data: 'hello\nworld' },
    },
  ];
  const inputs = captureInputs();
  return [
    { kind: 'comment', text: 'recorded from GET /stream' },
    ...inputs.slice(0, 10),
    ...extra,
    ...inputs.slice(10),
    { kind: 'comment', text: 'bye' },
  ];
}

function logOf(inputs: readonly TraceInput[]): EventLog {
  const log = new EventLog();
  inputs.forEach((input, i) => log.append([input], T0 + i * 10));
  return log;
}

/** Opens a capture the way the app opens a file: content-sniffed, then as store inputs. */
function reopen(text: string): EventLog {
  const reader = new TextTraceReader('saved.jsonl');
  const inputs = [reader.push(text), reader.finish()].flatMap(batchInputs);
  expect(reader.kind).toBe('sse');
  const log = new EventLog();
  log.append(inputs, 0);
  return log;
}

describe('the .sse capture writer', () => {
  const log = logOf(received());
  const text = logCapture(log, 'http://host/api/sessions/s/stream');

  it('counts events, not comments: the reference 235 plus the two of unknown names', () => {
    expect(log.count).toBe(237);
    expect(log.comments.map((c) => c.text)).toEqual([
      expect.stringContaining('recorded from GET'),
      'heartbeat',
      'bye',
    ]);
  });

  it('writes every event under its own name, with its id, and every comment, in order', () => {
    expect(text).toContain('\n: heartbeat\n');
    expect(text).toContain('event: mystery\ndata: {"a":1}\nid: x-1\n');
    expect(text).toContain('event: ping\ndata: hello\ndata: world\n');
    expect(text).toMatch(/: bye\n$/);
    // The SSE reader (the CLI's) reads it back with no complaint but the unknown names.
    const read = parseSse('saved.sse', text);
    expect(read.diagnostics.map((d) => d.reason)).toEqual([
      expect.stringContaining('unknown SSE event name "mystery"'),
      expect.stringContaining('unknown SSE event name "ping"'),
    ]);
    expect(read.items.filter((i) => i.kind !== 'comment')).toHaveLength(237);
  });

  it('opens again as the same events, comments and arrival times, and saves identically', () => {
    const again = reopen(text);
    expect(again.count).toBe(log.count);
    for (let i = 0; i < log.count; i++) {
      expect(again.entry(i)?.type).toBe(log.entry(i)?.type);
      expect(again.arrival(i)).toBe(log.arrival(i));
      expect(again.input(i)?.at?.eventId).toBe(log.input(i)?.at?.eventId);
    }
    expect(again.comments).toEqual(log.comments);
    expect(logCapture(again, 'http://host/api/sessions/s/stream')).toBe(text);
  });

  it('lists an event of an unknown name under that name', () => {
    expect(log.entry(10)).toMatchObject({ type: 'mystery', payloadType: '', sseId: 'x-1' });
  });

  it('replays the same events at their arrival times, comments delivered with them', () => {
    const { items, times, commentsBefore } = playable('saved.sse', text);
    expect(items).toHaveLength(237);
    expect(times[0]).toBe(log.arrival(0));
    expect(times[236]).toBe(log.arrival(236));
    expect([...commentsBefore.keys()]).toEqual([0, 10, 237]);
  });
});

describe('a capture of a live session whose history was fetched again (a compaction)', () => {
  const stream = captureInputs().filter((i) => i.kind !== 'end');
  const compactionEnd = stream.findIndex(
    (i) => i.kind === 'record' && i.envelope.payload.type === 'compaction_end',
  );
  const final = JSON.parse(readFixture(`${SESSION_A}messages-final.json`)) as {
    messages: AnyEnvelope[];
  };

  const read = (text: string) => {
    const reader = new TextTraceReader('saved.sse');
    return applyInputs(
      initialTraceState(),
      [reader.push(text), reader.finish()].flatMap(batchInputs),
    );
  };
  const problems = (t: ReturnType<typeof read>) => [...t.violations].map((v) => v.message);
  // The stream as recorded: its compaction summary streams with no complete text (§12).
  const streamProblems = problems(read(readFixture(`${SESSION_A}stream.sse`)));

  /** The complete texts of a reopened capture, as the reader would see them. */
  function textsOf(text: string): string[] {
    const t = read(text);
    expect(problems(t)).toEqual(streamProblems);
    const out: string[] = [];
    for (const it of t.items)
      if (it.kind === 'message' && it.type === 'text' && it.session === '')
        out.push(`${it.role}: ${it.content.slice(0, 40)}`);
    return out;
  }

  it('holds the stream, then what the history adds after it, read back once each', () => {
    const log = new EventLog();
    log.append(stream.slice(0, compactionEnd + 1), T0);
    // The rest of the session was in flight while the history was fetched: it holds it all, so
    // the buffered stream events are dropped and come to the log only as history.
    log.reset(
      final.messages.map((envelope): TraceInput => ({ kind: 'record', envelope })),
      T0 + 1000,
    );
    const texts = textsOf(logCapture(log, 'http://host/api/sessions/s/stream'));
    const count = (prefix: string) => texts.filter((t) => t.includes(prefix)).length;
    expect(count('ARCTIC_TASK')).toBe(1);
    // The rotated file's head and the turn after the compaction, which only the history held.
    expect(count('[context_summary]')).toBe(1);
    expect(count('ARCTIC_FOLLOWUP')).toBe(1);
    expect(count('Still here after compaction')).toBe(1);
  });
});
