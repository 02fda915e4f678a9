// A stream and the Trace files of the same session, side by side (PROTOCOL.md §9: "stream order
// equals Trace order, less partials and origin messages"; the server splices children in, the
// Trace keeps them in their own files). What differs is listed; what the real producer is known
// to do (§9, §12) is explained as expected rather than flagged.
import { contentKey, isPartial } from '../ingest/live-merge';
import type { AnyEnvelope } from '../protocol/types';
import { sessionKeyOf } from '../store/session-key';

export interface Side {
  /** Position in the side's own event list (stream event index, or trace record order). */
  index: number;
  envelope: AnyEnvelope;
}

export type DifferenceKind = 'stream-only' | 'trace-only' | 'different-content' | 'different-order';

export interface Difference {
  kind: DifferenceKind;
  session: string;
  stream?: Side;
  trace?: Side;
  /** Why this is what the producer does (PROTOCOL.md §9/§12); absent for a real discrepancy. */
  expected?: KnownBehaviour;
}

/** What the producer is known to do that puts a record on one side only (the screen words it). */
export type KnownBehaviour =
  | {
      kind:
        | 'main-session-meta'
        | 'rotated-head'
        | 'context-summary'
        | 'compaction-request-bounds'
        | 'compaction-summary'
        | 'compaction-request'
        | 'child-announced';
    }
  | { kind: 'user-echo'; sender: string };

export interface Comparison {
  /** Complete records present on both sides, in the same order. */
  matched: number;
  differences: Difference[];
  /** No difference that is not expected. */
  clean: boolean;
}

const payloadType = (env: AnyEnvelope) =>
  env.type === 'session_meta' ? 'session_meta' : String(env.payload.type);

/** Records that stand for the same message even if their content differs. */
function identity(env: AnyEnvelope): string {
  const p = env.payload as { tool_call_id?: unknown };
  const id = typeof p.tool_call_id === 'string' ? p.tool_call_id : env.timestamp;
  return `${payloadType(env)}\n${id}`;
}

function bySession(sides: readonly Side[]): Map<string, Side[]> {
  const out = new Map<string, Side[]>();
  for (const s of sides) {
    const key = sessionKeyOf(s.envelope.origin);
    const list = out.get(key) ?? [];
    list.push(s);
    out.set(key, list);
  }
  return out;
}

/** Indices (into `seq`) of a longest strictly increasing subsequence. */
function longestIncreasing(seq: readonly number[]): Set<number> {
  const tails: number[] = [];
  const prev = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    const v = seq[i] ?? 0;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] ?? 0] ?? 0) < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1] ?? -1;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = prev[i] ?? -1) keep.add(i);
  return keep;
}

/** The §9/§12 behaviours that make a record appear on one side only. */
function expectedOneSided(
  kind: 'stream-only' | 'trace-only',
  side: Side,
  places: Places,
  streamSessions: ReadonlySet<string>,
): KnownBehaviour | undefined {
  const env = side.envelope;
  const type = payloadType(env);
  if (kind === 'trace-only') {
    if (type === 'session_meta' && sessionKeyOf(env.origin) === '')
      return { kind: 'main-session-meta' };
    if (type === 'tool_list_ready' && places.inRotatedHead(side)) return { kind: 'rotated-head' };
    const text = (env.payload as { text?: unknown }).text;
    if (type === 'text' && typeof text === 'string' && /^\s*[[<]context_summary[\]>]/.test(text))
      return { kind: 'context-summary' };
    if ((type === 'request_begin' || type === 'request_end') && places.inCompaction(side))
      return { kind: 'compaction-request-bounds' };
    if (type === 'text' && places.inCompaction(side)) return { kind: 'compaction-summary' };
    if (env.type === 'model_msg' && places.inCompaction(side))
      return { kind: 'compaction-request' };
    const child = (env.payload as { session_id?: unknown }).session_id;
    if (
      type === 'subagent' &&
      streamSessions.has(sessionKeyOf([...(env.origin ?? []), String(child)]))
    )
      return { kind: 'child-announced' };
  } else {
    const sender = (env.payload as { sender?: unknown }).sender;
    if (type === 'text' && (env.payload as { role?: unknown }).role === 'user' && sender)
      return { kind: 'user-echo', sender: String(sender) };
  }
  return undefined;
}

/**
 * Where each side of a session's list stands: inside a compaction, or right after a
 * session_meta (a rotated file's head). Worked out once per list, not once per record: a long
 * one-sided session (another run picked by mistake) would otherwise cost n² steps.
 */
class Places {
  private readonly compacting = new Set<Side>();
  private readonly afterMeta = new Set<Side>();

  constructor(list: readonly Side[]) {
    let open = false;
    let before: Side | undefined;
    for (const s of list) {
      const t = payloadType(s.envelope);
      if (open) this.compacting.add(s);
      if (before && payloadType(before.envelope) === 'session_meta') this.afterMeta.add(s);
      if (t === 'compaction_begin') open = true;
      else if (t === 'compaction_end') open = false;
      before = s;
    }
  }

  inCompaction(side: Side): boolean {
    return this.compacting.has(side);
  }

  inRotatedHead(side: Side): boolean {
    return this.afterMeta.has(side);
  }
}

function compareSession(
  session: string,
  stream: Side[],
  trace: Side[],
  streamSessions: ReadonlySet<string>,
): {
  matched: number;
  differences: Difference[];
} {
  const waiting = new Map<string, number[]>();
  trace.forEach((t, j) => {
    const key = contentKey(t.envelope);
    const list = waiting.get(key) ?? [];
    list.push(j);
    waiting.set(key, list);
  });
  const pairs: { s: number; t: number }[] = [];
  const streamLeft: number[] = [];
  stream.forEach((s, i) => {
    const j = waiting.get(contentKey(s.envelope))?.shift();
    if (j === undefined) streamLeft.push(i);
    else pairs.push({ s: i, t: j });
  });
  const traceTaken = new Set(pairs.map((p) => p.t));
  const traceLeft = trace.map((_, j) => j).filter((j) => !traceTaken.has(j));

  const differences: Difference[] = [];
  const inOrder = longestIncreasing(pairs.map((p) => p.t));
  pairs.forEach((p, k) => {
    if (inOrder.has(k)) return;
    const s = stream[p.s];
    const t = trace[p.t];
    if (s && t) differences.push({ kind: 'different-order', session, stream: s, trace: t });
  });

  // A record on each side standing for the same message: one difference of content.
  const traceByIdentity = new Map<string, number[]>();
  for (const j of traceLeft) {
    const t = trace[j];
    if (!t) continue;
    const key = identity(t.envelope);
    const list = traceByIdentity.get(key) ?? [];
    list.push(j);
    traceByIdentity.set(key, list);
  }
  const traceUsed = new Set<number>();
  const streamPlaces = new Places(stream);
  const tracePlaces = new Places(trace);
  for (const i of streamLeft) {
    const s = stream[i];
    if (!s) continue;
    const j = traceByIdentity.get(identity(s.envelope))?.shift();
    const t = j === undefined ? undefined : trace[j];
    if (j !== undefined && t) {
      traceUsed.add(j);
      differences.push({ kind: 'different-content', session, stream: s, trace: t });
      continue;
    }
    const expected = expectedOneSided('stream-only', s, streamPlaces, streamSessions);
    differences.push({
      kind: 'stream-only',
      session,
      stream: s,
      ...(expected ? { expected } : {}),
    });
  }
  for (const j of traceLeft) {
    const t = trace[j];
    if (!t || traceUsed.has(j)) continue;
    const expected = expectedOneSided('trace-only', t, tracePlaces, streamSessions);
    differences.push({ kind: 'trace-only', session, trace: t, ...(expected ? { expected } : {}) });
  }
  return { matched: inOrder.size, differences };
}

/**
 * Compares the complete records of a stream (partials and server events are set aside: the
 * Trace never holds them) with the records of the session's Trace files, session by session.
 * Trace records of a child file must carry the child's origin, as the loader stamps it.
 */
export function compareStreamToTrace(stream: readonly Side[], trace: readonly Side[]): Comparison {
  const streamSessions = bySession(stream.filter((s) => !isPartial(s.envelope)));
  const traceSessions = bySession(trace);
  const sessions = [...new Set([...streamSessions.keys(), ...traceSessions.keys()])].sort();
  let matched = 0;
  const differences: Difference[] = [];
  for (const session of sessions) {
    const r = compareSession(
      session,
      streamSessions.get(session) ?? [],
      traceSessions.get(session) ?? [],
      new Set(streamSessions.keys()),
    );
    matched += r.matched;
    differences.push(...r.differences);
  }
  return { matched, differences, clean: differences.every((d) => d.expected !== undefined) };
}
