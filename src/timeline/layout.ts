// One task's timeline: its sessions' spans on lanes (the main session first, each subagent's
// lanes nested under its bar), the critical path marked, the time range they cover.
import type { SessionInfo, TraceState } from '../store/model';
import { childName } from './child-label';
import { criticalPath } from './critical-path';
import { packLanes } from './lanes';
import { sessionSpans, type SpanDraft } from './spans';
import type { Lane, Span, Task, TimelineLayout } from './types';

/** The latest moment the trace has seen: where running spans end. */
export function traceNow(trace: TraceState): number {
  let now = -Infinity;
  for (const s of trace.sessions.values()) {
    const t = s.lastTimestamp ? Date.parse(s.lastTimestamp) : NaN;
    if (t > now) now = t;
  }
  return now;
}

interface Built {
  lanes: Lane[];
  spans: Span[];
}

// A live task is laid out again every so often, and most of its spans are drafts kept per
// request or call (spans.ts): the span placed from a draft on a lane, and its copy on the critical
// path, are kept too, so a layout copies only what changed and the next step finds them equal at
// a glance (timeline.ts).
const placed = new WeakMap<SpanDraft, Span>();
const onPath = new WeakMap<Span, Span>();

function placedSpan(draft: SpanDraft, lane: number): Span {
  const kept = placed.get(draft);
  if (kept && kept.lane === lane) return kept;
  const span: Span = { ...draft, lane, critical: false };
  placed.set(draft, span);
  return span;
}

function criticalSpan(span: Span): Span {
  let kept = onPath.get(span);
  if (!kept) onPath.set(span, (kept = { ...span, critical: true }));
  return kept;
}

export function layoutTask(trace: TraceState, task: Task): TimelineLayout {
  const main = trace.sessions.get('');
  const built: Built = { lanes: [], spans: [] };
  const now = traceNow(trace);
  if (main) addSession(trace, built, main, task.from, task.to, 0, undefined, now, new Set());
  const critical = criticalPath(built.spans);
  const spans = built.spans.map((s) => (critical.has(s.id) ? criticalSpan(s) : s));
  let start = Number.isFinite(task.startedAt) ? task.startedAt : Infinity;
  let end = -Infinity;
  for (const s of spans) {
    start = Math.min(start, s.start);
    end = Math.max(end, s.end);
  }
  if (!Number.isFinite(start)) start = Number.isFinite(now) ? now : 0;
  return { start, end: Math.max(end, start), lanes: built.lanes, spans };
}

/** Adds a session's lanes and spans; returns how far its spans reach and whether any still runs. */
function addSession(
  trace: TraceState,
  out: Built,
  session: SessionInfo,
  from: number,
  to: number,
  depth: number,
  parent: string | undefined,
  now: number,
  seen: Set<string>,
): { end: number; open: boolean } {
  seen.add(session.key);
  const found = sessionSpans(trace, session, from, to, now, parent);
  let reachEnd = -Infinity;
  let reachOpen = false;
  const place = (kind: Lane['kind'], groups: readonly (readonly SpanDraft[])[]) => {
    const lanes = packLanes(
      groups.map((g) => ({ start: g[0]?.start ?? 0, end: g.at(-1)?.end ?? 0 })),
    );
    const first = out.lanes.length;
    const count = lanes.reduce((n, l) => Math.max(n, l + 1), 0);
    for (let l = 0; l < count; l++)
      out.lanes.push({
        key: `${session.key}|${kind}|${l}`,
        kind,
        session: session.key,
        depth,
      });
    groups.forEach((g, i) => {
      for (const s of g) {
        out.spans.push(placedSpan(s, first + (lanes[i] ?? 0)));
        if (s.end > reachEnd) reachEnd = s.end;
        if (s.open) reachOpen = true;
      }
    });
  };
  place(
    'model',
    found.model.map((s) => [s]),
  );
  place('tools', found.calls);
  for (const { span, key } of found.children) {
    const child = trace.sessions.get(key);
    if (!child || seen.has(key)) continue;
    const lane = out.lanes.length;
    out.lanes.push({
      key: `${key}|subagent`,
      kind: 'subagent',
      session: key,
      depth,
      child: childName(trace, child),
    });
    const at = out.spans.push({ ...span, lane, critical: false }) - 1;
    const inner = addSession(trace, out, child, 0, child.items.size, depth + 1, span.id, now, seen);
    // The subagent lasts as long as anything inside it.
    const whole = { end: Math.max(span.end, inner.end), open: span.open || inner.open };
    out.spans[at] = { ...span, ...whole, lane, critical: false };
    reachEnd = Math.max(reachEnd, whole.end);
    reachOpen ||= whole.open;
  }
  return { end: reachEnd, open: reachOpen };
}
