import type { EventSourceMessage as SseMessage } from 'eventsource-parser';
import { stableJson } from '../../src/ingest/live-merge';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A record as both the stream and the history carry it (the history adds `tracePosition`). */
export function contentOf(env: Obj): string {
  const { tracePosition: _p, ...rest } = env;
  return stableJson(rest);
}

function parse(data: string): Obj | undefined {
  try {
    const v: unknown = JSON.parse(data);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

const isPartial = (env: Obj) =>
  isObj(env.payload) && String(env.payload.type).startsWith('partial_');
const sessionOf = (env: Obj) => (Array.isArray(env.origin) ? env.origin.join('\n') : '');

interface Entry {
  record: Obj;
  session: string;
  /** Where the stream carried it; null for a record written to the Trace only (PROTOCOL.md §12). */
  streamedAt: number | null;
  /** When it was written at the latest: its session's records are written in order. */
  writtenBy: string;
}

/**
 * The real server's `/messages` at the end of a capture (all Trace files joined, children spliced
 * in), cut to what it held after the first `upTo` events of that capture. A record the stream
 * carried is held once it was streamed; a record only the Trace has (the compaction's prompt,
 * request and summary, a rotated file's `session_meta`, `tool_list_ready` and `[context_summary]`)
 * once the stream reached its time, after every streamed record before it in its session. This
 * reproduces the server's recorded answers in the middle of the capture exactly
 * (`messages-while-running.json`, `messages-while-subagent-streams.json`).
 */
export class RecordedHistory {
  private readonly entries: Entry[] = [];
  /** The latest record time among the first n events, for every n. */
  private readonly clock: string[] = [''];

  constructor(events: readonly SseMessage[], final: readonly Obj[]) {
    const streamed = new Map<string, number[]>();
    events.forEach((e, i) => {
      const env = e.event === undefined ? parse(e.data) : undefined;
      const time = env && typeof env.timestamp === 'string' ? env.timestamp : '';
      this.clock.push(time > (this.clock[i] ?? '') ? time : (this.clock[i] ?? ''));
      if (!env || isPartial(env)) return;
      const key = contentOf(env);
      streamed.set(key, [...(streamed.get(key) ?? []), i]);
    });
    const latest = new Map<string, string>();
    for (const record of final) {
      const session = sessionOf(record);
      const time = typeof record.timestamp === 'string' ? record.timestamp : '';
      const writtenBy = time > (latest.get(session) ?? '') ? time : (latest.get(session) ?? '');
      latest.set(session, writtenBy);
      const at = streamed.get(contentOf(record))?.shift();
      this.entries.push({ record, session, streamedAt: at ?? null, writtenBy });
    }
  }

  /** The history's complete records after the first `upTo` events. */
  messagesUpTo(upTo: number): Obj[] {
    const now = this.clock[Math.max(0, Math.min(upTo, this.clock.length - 1))] ?? '';
    const waiting = new Set<string>();
    const out: Obj[] = [];
    for (const e of this.entries) {
      if (e.streamedAt !== null) {
        if (e.streamedAt < upTo) out.push(e.record);
        else waiting.add(e.session);
      } else if (!waiting.has(e.session) && e.writtenBy <= now) out.push(e.record);
    }
    return out;
  }
}
