import { describe, expect, it } from 'vitest';
import { SseClient, type ClientStatus } from './sse-client';
import type { SseItem } from './types';

const frame = (id: number, text: string) =>
  `data: {"timestamp":"t${id}","type":"model_msg","payload":{"type":"text","role":"assistant","text":"${text}"}}\nid: e-${id}\n\n`;

type Answer = { status?: number; chunks?: string[]; type?: string };

/** A fetch that answers each call in turn and records the Last-Event-ID it was sent. */
function fakeFetch(answers: Answer[]) {
  const sent: (string | null)[] = [];
  const impl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push(headers.get('Last-Event-ID'));
    const a = answers.shift() ?? { chunks: [] };
    if (a.status && a.status !== 200)
      return new Response(JSON.stringify({ error: { code: 'x', message: 'nope' } }), {
        status: a.status,
      });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of a.chunks ?? []) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });
    return new Response(body, { headers: { 'content-type': a.type ?? 'text/event-stream' } });
  }) as typeof fetch;
  return { impl, sent };
}

function run(answers: Answer[], until: (items: SseItem[], s: ClientStatus) => boolean) {
  const { impl, sent } = fakeFetch(answers);
  const items: SseItem[] = [];
  const states: ClientStatus[] = [];
  return new Promise<{ items: SseItem[]; sent: (string | null)[]; states: ClientStatus[] }>(
    (resolve) => {
      const client = new SseClient({
        url: 'http://x/stream',
        fetch: impl,
        backoff: { baseMs: 1, capMs: 4 },
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
        client.close('test over');
        resolve({ items, sent, states });
      };
      client.start();
    },
  );
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
    expect(states.at(-1)).toMatchObject({ state: 'closed', reason: 'HTTP 401: nope' });
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
    expect(states.at(-1)?.reason).toMatch(/not an event stream/);
  });
});
