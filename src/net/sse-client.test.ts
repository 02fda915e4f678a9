import { describe, expect, it } from 'vitest';
import type { Clock } from '../ingest/replay';
import { SseClient, type ClientStatus, type SseClientOptions } from './sse-client';
import type { Diagnostic, SseItem } from '../ingest/types';

const frame = (id: number, text: string) =>
  `data: {"timestamp":"t${id}","type":"model_msg","payload":{"type":"text","role":"assistant","text":"${text}"}}\nid: e-${id}\n\n`;

type Answer = { status?: number; chunks?: string[]; type?: string };

/** Viewer time that moves only when a test says so; timers run at once. */
function fakeClock() {
  const clock = {
    t: 0,
    now: () => clock.t,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, Math.min(ms, 5)),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return clock satisfies Clock;
}

/** A fetch that answers each call in turn and records the Last-Event-ID it was sent. */
function fakeFetch(answers: Answer[], onChunk: () => void = () => undefined) {
  const sent: (string | null)[] = [];
  const impl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push(headers.get('Last-Event-ID'));
    const a = answers.shift() ?? { chunks: [] };
    if (a.status && a.status !== 200)
      return new Response(JSON.stringify({ error: { code: 'x', message: 'nope' } }), {
        status: a.status,
      });
    const chunks = [...(a.chunks ?? [])];
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        const chunk = chunks.shift();
        if (chunk === undefined) return c.close();
        onChunk();
        c.enqueue(new TextEncoder().encode(chunk));
      },
    });
    return new Response(body, { headers: { 'content-type': a.type ?? 'text/event-stream' } });
  }) as typeof fetch;
  return { impl, sent };
}

function run(
  answers: Answer[],
  until: (items: SseItem[], s: ClientStatus) => boolean,
  extra: Partial<SseClientOptions> & { onChunk?: () => void } = {},
) {
  const { impl, sent } = fakeFetch(answers, extra.onChunk);
  const items: SseItem[] = [];
  const states: ClientStatus[] = [];
  const diagnostics: Diagnostic[] = [];
  return new Promise<{
    items: SseItem[];
    sent: (string | null)[];
    states: ClientStatus[];
    diagnostics: Diagnostic[];
  }>((resolve) => {
    const client = new SseClient({
      url: 'http://x/stream',
      fetch: impl,
      backoff: { baseMs: 1, capMs: 4 },
      onDiagnostics: (d) => diagnostics.push(...d),
      ...extra,
      onItems: (got) => {
        items.push(...got);
        if (until(items, client.current)) finish();
      },
      onStatus: (s) => {
        states.push(s);
        if (until(items, s)) finish();
      },
    });
    const finish = () => {
      client.close({ code: 'said', text: 'test over' });
      resolve({ items, sent, states, diagnostics });
    };
    client.start();
  });
}

const texts = (items: SseItem[]) =>
  items.map((i) => (i.kind === 'record' ? (i.envelope.payload as { text: string }).text : i.kind));

describe('SseClient', () => {
  it('resumes with Last-Event-ID after a cut mid-event, losing and duplicating nothing', async () => {
    const cut = frame(3, 'c').slice(0, 30);
    const { items, sent } = await run(
      [
        { chunks: [frame(1, 'a'), frame(2, 'b') + cut] },
        // The server replays from the id it was given, and a duplicate of it.
        { chunks: [frame(2, 'b'), frame(3, 'c'), frame(4, 'd')] },
      ],
      (got) => got.length >= 4,
    );
    expect(texts(items)).toEqual(['a', 'b', 'c', 'd']);
    expect(sent).toEqual([null, 'e-2']);
  });

  it('resumes from the last id a header can carry, naming the id it dropped', async () => {
    const withId = (id: string, text: string) => frame(0, text).replace('id: e-0', `id: ${id}`);
    const { items, sent, diagnostics } = await run(
      [
        {
          chunks: [
            frame(1, 'a'),
            withId('e-\u2603-2', 'snowman'),
            withId('x'.repeat(5000), 'long'),
          ],
        },
        { chunks: [frame(3, 'c')] },
      ],
      (got) => got.length >= 4,
    );
    expect(texts(items)).toEqual(['a', 'snowman', 'long', 'c']);
    expect(sent).toEqual([null, 'e-1']);
    expect(diagnostics.map((d) => d.reason)).toEqual([
      expect.stringMatching(/^SSE id not usable to resume \(a character .* after id e-1$/),
      expect.stringMatching(/^SSE id not usable to resume \(5000 characters/),
    ]);
    expect(diagnostics[1]?.eventId?.length).toBeLessThan(200);
  });

  it('reports the diagnostics of a chunk at once, not one report per event', async () => {
    const reports: number[] = [];
    await run(
      [{ chunks: ['data: {x\n\n'.repeat(1000) + frame(1, 'after')] }],
      (got) => got.length >= 1,
      { onDiagnostics: (d) => reports.push(d.length) },
    );
    expect(reports).toEqual([1000]);
  });

  it('starts the id order afresh after resync_required', async () => {
    const { items } = await run(
      [
        { chunks: [frame(5, 'a')] },
        {
          chunks: ['event: server_event\ndata: {"type":"resync_required"}\n\n', frame(1, 'after')],
        },
      ],
      (got) => got.length >= 3,
    );
    expect(texts(items)).toEqual(['a', 'server', 'after']);
  });

  it('closes on an answer no retry fixes, with the server’s message', async () => {
    const { states } = await run([{ status: 401 }], (_i, s) => s.state === 'closed');
    expect(states.at(-1)).toMatchObject({
      state: 'closed',
      reason: { code: 'http', status: 401, message: 'nope' },
    });
  });

  it('waits with backoff and counts attempts while the server fails', async () => {
    const { states } = await run(
      [{ status: 503 }, { status: 503 }, { chunks: [frame(1, 'a')] }],
      (got) => got.length >= 1,
    );
    const waits = states.filter((s) => s.state === 'waiting');
    expect(waits.map((s) => s.attempt)).toEqual([1, 2]);
    expect(waits.every((s) => s.retryAt !== undefined)).toBe(true);
    expect(states.at(-1)?.attempt).toBe(0);
  });

  it('refuses a response that is not an event stream', async () => {
    const { states } = await run(
      [{ type: 'text/html', chunks: ['<html>'] }],
      (_i, s) => s.state === 'closed',
    );
    expect(states.at(-1)?.reason).toEqual({ code: 'not-event-stream', contentType: 'text/html' });
  });

  it('floors a server’s retry: 0 at 1 s instead of reconnecting at once', async () => {
    const clock = fakeClock();
    const { states } = await run(
      [{ chunks: ['retry: 0\n\n', frame(1, 'a')] }],
      (_i, s) => s.state === 'waiting',
      { clock, backoff: {} },
    );
    expect(states.find((s) => s.state === 'waiting')?.retryAt).toBe(1000);
  });

  it('grows the wait from a server’s retry: while connections keep failing', async () => {
    const clock = fakeClock();
    const { states } = await run(
      [{ chunks: ['retry: 0\n\n'] }, { status: 503 }, { status: 503 }],
      (_i, s) => s.state === 'waiting' && s.attempt === 3,
      { clock, backoff: {}, random: () => 1 },
    );
    const waits = states.filter((s) => s.state === 'waiting').map((s) => s.retryAt);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('drops an event over the size limit, naming it, and keeps reading', async () => {
    const huge = `data: ${'x'.repeat(500)}\n\n`;
    const { items, diagnostics } = await run(
      [{ chunks: [frame(1, 'a'), huge.slice(0, 200), huge.slice(200), frame(2, 'b')] }],
      (got) => got.length >= 2,
      { maxEventBytes: 300 },
    );
    expect(texts(items)).toEqual(['a', 'b']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.reason).toMatch(/^event too large: 508 bytes after id e-1/);
    expect(diagnostics[0]?.eventId).toBe('e-1');
  });

  it('is stalled, not open, while an endless line arrives, and reports it when it ends', async () => {
    const chunks = [frame(1, 'a'), ...Array.from({ length: 20 }, () => 'data: ' + 'y'.repeat(50))];
    const { states, diagnostics } = await run([{ chunks }], (_i, s) => s.state === 'waiting', {
      maxEventBytes: 200,
    });
    const seen = states.map((s) => s.state);
    expect(seen).toContain('stalled');
    expect(seen.lastIndexOf('open')).toBeLessThan(seen.indexOf('stalled'));
    expect(states.find((s) => s.state === 'stalled')?.reason).toEqual({
      code: 'event-too-large',
      limit: 200,
    });
    expect(diagnostics.map((d) => d.reason)).toEqual([
      expect.stringMatching(/^event too large: 1120 bytes after id e-1/),
    ]);
  });

  it('is stalled when bytes keep coming but no event completes for the watchdog period', async () => {
    const clock = fakeClock();
    const chunks = [
      frame(1, 'a'),
      ...Array.from({ length: 5 }, () => 'data: z'),
      '\n\n',
      frame(2, 'b'),
    ];
    const { states } = await run([{ chunks }], (got) => got.length >= 2, {
      clock,
      stallMs: 1000,
      onChunk: () => (clock.t += 600),
    });
    const seen = states.map((s) => s.state).filter((s, i, all) => s !== all[i - 1]);
    expect(seen).toEqual(['connecting', 'open', 'stalled', 'open', 'closed']);
  });
});
