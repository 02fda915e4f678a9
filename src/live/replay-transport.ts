// `?replay=`: a saved capture (`.sse` or Trace JSONL) played with its original pacing, through
// the same path as a live stream, so it can be watched and tested without a server.
import { captureTimeline } from '../ingest/capture-notes';
import { parseJsonl } from '../ingest/parse-jsonl';
import { parseSse } from '../ingest/parse-sse';
import { Replay } from '../ingest/replay';
import { synthesizeFragments } from '../ingest/synthesize-fragments';
import type { Diagnostic, SseItem } from '../ingest/types';
import type { Transport, TransportHooks } from './transport';
import { DISCONNECTED, said, type LinkReason } from '../net/link-reason';

const unreadable = (cause: LinkReason): LinkReason => ({ code: 'capture-unreadable', cause });

/** Pace of the fragments synthesized for a Trace file, which holds none (PROTOCOL.md §10). */
export const TRACE_TOKENS_PER_SECOND = 40;

export interface Playable {
  /** The events to play, which the replay counts, paces and seeks by. */
  items: SseItem[];
  times: (number | undefined)[];
  /** A capture's comments, delivered with the event after them (at `items.length`: at the end). */
  commentsBefore: Map<number, SseItem[]>;
  diagnostics: Diagnostic[];
}

/**
 * What to play and when: a capture's events at their arrival times (from its `arrived` comments,
 * else the envelopes' timestamps), its comments with them; a Trace's records streamed at a token
 * rate.
 */
export function playable(
  name: string,
  text: string,
  tokensPerSecond = TRACE_TOKENS_PER_SECOND,
): Playable {
  const { items, diagnostics } = readCapture(name, text);
  if (/^\s*\{/.test(text))
    return {
      ...synthesizeFragments(items, tokensPerSecond),
      commentsBefore: new Map(),
      diagnostics,
    };
  const { events, times, commentsBefore } = captureTimeline(items);
  return { items: events, times, commentsBefore, diagnostics };
}

/** Events `first`… with the comments that came before each. */
function withComments(p: Playable, batch: readonly SseItem[], first: number): SseItem[] {
  if (p.commentsBefore.size === 0) return [...batch];
  const out: SseItem[] = [];
  batch.forEach((item, k) => out.push(...(p.commentsBefore.get(first + k) ?? []), item));
  return out;
}

/** The first `position` events with the comments that came before each. */
function upTo(p: Playable, position: number): SseItem[] {
  return withComments(p, p.items.slice(0, position), 0);
}

/** JSONL when the first non-blank character opens an object; SSE otherwise. */
export function readCapture(
  name: string,
  text: string,
): { items: SseItem[]; diagnostics: Diagnostic[] } {
  if (/^\s*\{/.test(text)) {
    const { records, diagnostics } = parseJsonl(name, text);
    return {
      items: records.map((r, index) => ({
        kind: 'record',
        envelope: r.envelope,
        known: r.known,
        at: { index },
      })),
      diagnostics,
    };
  }
  return parseSse(name, text);
}

export class ReplayTransport implements Transport {
  private replay: Replay | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly speed: number,
    private readonly hooks: TransportHooks & { onDiagnostics(d: Diagnostic[]): void },
  ) {}

  start(): void {
    this.hooks.onStatus({ state: 'connecting' });
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      const response = await fetch(this.url);
      if (!response.ok) {
        this.close(unreadable({ code: 'http', status: response.status, message: null }));
        return;
      }
      const play = playable(this.url, await response.text());
      const { items, times, commentsBefore, diagnostics } = play;
      if (diagnostics.length > 0) this.hooks.onDiagnostics(diagnostics);
      if (this.closed) return;
      const last = commentsBefore.get(items.length) ?? [];
      this.replay = new Replay(
        items,
        (batch, first) => this.hooks.onItems(withComments(play, batch, first)),
        {
          speed: this.speed,
          times,
          // The reader scrubs the replay: they watch it on, so it does not end the connection.
          onSeek: (position) => this.hooks.onReset?.(upTo(play, position)),
          onEnd: () => {
            if (last.length > 0) this.hooks.onItems(last);
            this.close({ code: 'replay-finished' });
          },
        },
      );
      this.hooks.onStatus({ state: 'open' });
      this.replay.play();
      if (items.length === 0) this.close({ code: 'capture-empty' });
    } catch (e) {
      this.close(unreadable(said(e)));
    }
  }

  close(reason: LinkReason = DISCONNECTED): void {
    if (this.closed) return;
    this.closed = true;
    this.replay?.pause();
    this.hooks.onStatus({ state: 'closed', reason });
  }

  reconnectNow(): void {}

  /** The replay once the capture is read: the controls play, pause, step, seek and pace it. */
  get player(): Replay | null {
    return this.replay;
  }

  pause(): void {
    this.replay?.pause();
  }

  resume(): void {
    if (!this.closed) this.replay?.play();
  }
}
