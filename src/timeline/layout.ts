// One task's timeline: its sessions' spans on lanes (the main session first, each subagent's
// lanes nested under its bar), the critical path marked, the time range they cover.
//
// A live task is laid out again after every batch, and a long one holds hundreds of thousands of
// spans. So a task's layout is kept from one trace state to the next: each session refolds only
// the items that changed and builds again only the spans of new, changed or running requests and
// calls (session-layout.ts); lanes are packed again from the first span that changed
// (lane-pack.ts), and the critical path walked again until it meets the last one
// (critical-path.ts). What is left per state is a pass that lists the spans in order.
import type { ItemId, SessionInfo, SessionKey, TraceState } from '../store/model';
import { childName } from './child-label';
import { createCriticalPath, pushTo, type CriticalPath } from './critical-path';
import { packFrom } from './lane-pack';
import {
  newSessionLayout,
  nodeFor,
  updateSession,
  type Changes,
  type SessionLayout,
  type SpanNode,
} from './session-layout';
import { childSpan } from './spans';
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

/** Lays out one task, again and again as its trace grows; a layout never changes once made. */
export type TaskLayout = (trace: TraceState, task: Task) => TimelineLayout;

interface Kept {
  trace: TraceState;
  sessions: Map<SessionKey, SessionLayout>;
  /** Each child's subagent span, by the child. */
  subagents: Map<SessionKey, SpanNode>;
  path: CriticalPath<SpanNode>;
  /** The spans inside each outermost span that holds any. */
  inside: Map<SpanNode, SpanNode[]>;
}

/** One pass over the task: the lanes, the spans in order, and what the critical path needs. */
interface Pass {
  trace: TraceState;
  changes: Changes;
  lanes: Lane[];
  nodes: SpanNode[];
  top: SpanNode[];
  inner: Map<string, SpanNode[]>;
  inside: Map<SpanNode, SpanNode[]>;
  seen: Set<SessionKey>;
  /** Where the first outermost span made this pass begins. */
  changed: number;
}

function changesSince(last: Kept | undefined, trace: TraceState, now: number): Changes {
  const items: ItemId[] = [];
  const requests: number[] = [];
  if (last) {
    trace.items.changedSince(last.trace.items, (i) => items.push(i));
    trace.requests.changedSince(last.trace.requests, (i) => requests.push(i));
  }
  return { since: last?.trace, items, requests, now };
}

export function createTaskLayout(): TaskLayout {
  let kept: Kept | undefined;
  return (trace, task) => {
    if (kept && kept.trace.lineage !== trace.lineage) kept = undefined;
    const now = traceNow(trace);
    const k: Kept = kept ?? {
      trace,
      sessions: new Map(),
      subagents: new Map(),
      path: createCriticalPath(),
      inside: new Map(),
    };
    const pass: Pass = {
      trace,
      changes: changesSince(kept, trace, now),
      lanes: [],
      nodes: [],
      top: [],
      inner: new Map(),
      inside: new Map(),
      seen: new Set(),
      changed: kept ? Infinity : -Infinity,
    };
    const main = trace.sessions.get('');
    if (main) addSession(k, pass, main, task.from, task.to, 0, undefined, undefined);
    const changed = Math.min(pass.changed, changedInside(k, pass));
    k.path.update(pass.top, pass.inner, changed, (n, on) => (n.onPath = on));
    Object.assign(k, { trace, inside: pass.inside });
    kept = k;
    return finish(pass, task, now);
  };
}

/** Where the first outermost span whose inner spans changed begins. */
function changedInside(k: Kept, pass: Pass): number {
  let changed = Infinity;
  for (const [anchor, list] of pass.inside) {
    const before = k.inside.get(anchor);
    if (!before || before.length !== list.length || before.some((n, i) => n !== list[i]))
      changed = Math.min(changed, anchor.start);
  }
  for (const anchor of k.inside.keys())
    if (!pass.inside.has(anchor)) changed = Math.min(changed, anchor.start);
  return changed;
}

function finish(pass: Pass, task: Task, now: number): TimelineLayout {
  let start = Number.isFinite(task.startedAt) ? task.startedAt : Infinity;
  let end = -Infinity;
  const spans = pass.nodes.map((n): Span => {
    if (n.start < start) start = n.start;
    if (n.end > end) end = n.end;
    const placed = n.placed as Span;
    return n.onPath ? (n.critical ??= { ...placed, critical: true }) : placed;
  });
  if (!Number.isFinite(start)) start = Number.isFinite(now) ? now : 0;
  return { start, end: Math.max(end, start), lanes: pass.lanes, spans };
}

/** The spans inside one outermost span, gathered while the pass goes through them. */
type Holder = SpanNode[];

/**
 * Adds a session's lanes and spans; `holder` gathers them when the session runs inside an
 * outermost span (every session but the main one). Returns how far its spans reach and whether
 * any still runs.
 */
function addSession(
  k: Kept,
  pass: Pass,
  session: SessionInfo,
  from: number,
  to: number,
  depth: number,
  parent: string | undefined,
  holder: Holder | undefined,
): { end: number; open: boolean } {
  pass.seen.add(session.key);
  let state = k.sessions.get(session.key);
  if (!state) k.sessions.set(session.key, (state = newSessionLayout()));
  updateSession(state, pass.trace, session, from, to, parent, pass.changes);
  // The main session's spans are the outermost: the path is walked again from the first change.
  if (!holder) pass.changed = Math.min(pass.changed, state.changedSpans);
  let reachEnd = -Infinity;
  let reachOpen = false;
  const place = (node: SpanNode, lane: number, into = holder) => {
    if (node.at !== lane || !node.placed) {
      node.at = lane;
      node.placed = { ...node.draft, lane, critical: false };
      node.critical = undefined;
    }
    if (node.parent === undefined) pass.top.push(node);
    else pushTo(pass.inner, node.parent, node);
    into?.push(node);
    if (node.end > reachEnd) reachEnd = node.end;
    if (node.open) reachOpen = true;
  };
  const addLanes = (kind: Lane['kind'], count: number) => {
    const first = pass.lanes.length;
    for (let l = 0; l < count; l++)
      pass.lanes.push({ key: `${session.key}|${kind}|${l}`, kind, session: session.key, depth });
    return first;
  };

  const model: SpanNode[] = [];
  for (const entry of state.requests) for (const n of entry.nodes) model.push(n);
  const firstModel = addLanes('model', packFrom(model, state.changedModel));
  for (const n of model) {
    place(n, firstModel + n.lane);
    pass.nodes.push(n);
  }
  const calls = state.calls.filter((e) => e.nodes.length > 0);
  const firstTool = addLanes('tools', packFrom(calls, state.changedTools));
  for (const call of calls)
    for (const n of call.nodes) {
      place(n, firstTool + call.lane);
      pass.nodes.push(n);
    }

  for (const ref of state.scan?.children ?? []) {
    const child = pass.trace.sessions.get(ref.key);
    if (!child || pass.seen.has(ref.key)) continue;
    const call = ref.call === undefined ? undefined : state.calls[ref.call];
    const spawner = call?.nodes.at(-1);
    const spanParent = ref.call === undefined ? parent : (spawner?.id ?? parent);
    const draft = childSpan(pass.trace, ref.key, ref.item, spanParent, pass.changes.now);
    if (!draft) continue;
    const lane = pass.lanes.length;
    pass.lanes.push({
      key: `${ref.key}|subagent`,
      kind: 'subagent',
      session: ref.key,
      depth,
      child: childName(pass.trace, child),
    });
    const at = pass.nodes.push(undefined as unknown as SpanNode) - 1;
    // In the main session, a child runs inside its spawning call or its own subagent span.
    let inside = holder;
    if (!inside && spawner && spanParent === spawner.id) {
      inside = pass.inside.get(spawner);
      if (!inside) pass.inside.set(spawner, (inside = []));
    }
    const own: Holder = inside ?? [];
    const reach = addSession(k, pass, child, 0, child.items.size, depth + 1, draft.id, own);
    // The subagent lasts as long as anything inside it.
    const whole = { ...draft, end: Math.max(draft.end, reach.end), open: draft.open || reach.open };
    const before = k.subagents.get(ref.key);
    const node = nodeFor(whole, before);
    k.subagents.set(ref.key, node);
    if (!inside) {
      pass.inside.set(node, own);
      if (node !== before)
        pass.changed = Math.min(pass.changed, node.start, before?.start ?? Infinity);
    }
    place(node, lane, inside);
    pass.nodes[at] = node;
  }
  return { end: reachEnd, open: reachOpen };
}
