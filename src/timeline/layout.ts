// One task's timeline: its sessions' spans on lanes (the main session first, each subagent's
// lanes nested under its bar), the critical path marked, the time range they cover.
//
// A live task is laid out again after every batch, and a long one holds hundreds of thousands of
// spans. So a task's layout is kept from one trace state to the next: each session refolds only
// the items that changed and builds again only the spans of new, changed or running requests and
// calls (session-layout.ts), which stand in lists kept in layout order (span-list.ts); lanes are
// packed again from the first span that changed (lane-pack.ts), and the critical path walked
// again until it meets the last one (critical-path.ts). A layout's spans are the lists joined.
import type { ItemId, SessionInfo, SessionKey, TraceState } from '../store/model';
import { childName } from '../store/derive/child-name';
import { createCriticalPath, pushTo, type Block, type CriticalPath } from './critical-path';
import { packFrom } from './lane-pack';
import {
  newSessionLayout,
  updateSession,
  type Changes,
  type SessionLayout,
} from './session-layout';
import {
  draw,
  extentOf,
  firstBeginningFrom,
  firstEntryFrom,
  holdAlone,
  newSpanList,
  show,
  type SpanList,
} from './span-list';
import { laneOf, nodeFor, type SpanNode } from './span-node';
import { childSpan } from './spans';
import { titleWithId, type ChildName } from '../store/derive/child-name';
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

/** The time of the task's last record in the main session, else the latest moment seen. */
function taskEnd(trace: TraceState, task: Task): number {
  const items = trace.sessions.get('')?.items;
  for (let i = Math.min(task.to, items?.size ?? 0) - 1; items && i >= task.from; i--) {
    const t = Date.parse(trace.items.get(items.get(i) as ItemId)?.timestamp ?? '');
    if (Number.isFinite(t)) return t;
  }
  return traceNow(trace);
}

/** Lays out one task, again and again as its trace grows; a layout never changes once made. */
export type TaskLayout = (trace: TraceState, task: Task) => TimelineLayout;

interface Kept {
  trace: TraceState;
  sessions: Map<SessionKey, SessionLayout>;
  /** Each child's subagent span, a list of one, by the child. */
  subagents: Map<SessionKey, SpanList>;
  path: CriticalPath<SpanNode>;
  /** The lanes of the last layout by key: one that stays the same stays the same object. */
  lanes: Map<string, Lane>;
  /** The spans inside each outermost span that holds any. */
  inside: Map<SpanNode, SpanNode[]>;
}

/** One pass over the task: the lanes, the lists in layout order, what the critical path needs. */
interface Pass {
  trace: TraceState;
  changes: Changes;
  lanes: Lane[];
  lists: SpanList[];
  /** The lists of the outermost spans: the main session's and its subagents'. */
  top: Block<SpanNode>[];
  inner: Map<string, SpanNode[]>;
  inside: Map<SpanNode, SpanNode[]>;
  seen: Set<SessionKey>;
  /** Where the first outermost span that changed begins. */
  changed: number;
}

/** The spans inside one outermost span, gathered while the pass goes through them. */
type Holder = SpanNode[];

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
    // Read to its end, a trace's calls that never got their output ran on until the task's last
    // record (a subagent that hung until the user aborted): not for no time.
    const now = trace.ended ? taskEnd(trace, task) : traceNow(trace);
    const k: Kept = kept ?? {
      trace,
      sessions: new Map(),
      subagents: new Map(),
      path: createCriticalPath(),
      lanes: new Map(),
      inside: new Map(),
    };
    const pass: Pass = {
      trace,
      changes: changesSince(kept, trace, now),
      lanes: [],
      lists: [],
      top: [],
      inner: new Map(),
      inside: new Map(),
      seen: new Set(),
      changed: kept ? Infinity : -Infinity,
    };
    const main = trace.sessions.get('');
    if (main) addSession(k, pass, main, task.from, task.to, 0, undefined, undefined);
    const changed = Math.min(pass.changed, changedInside(k, pass));
    k.path.update(pass.top, pass.inner, changed, (n, on) => {
      n.onPath = on;
      show(n);
    });
    Object.assign(k, { trace, inside: pass.inside });
    k.lanes = new Map(pass.lanes.map((l) => [l.key, l]));
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
  for (const list of pass.lists) {
    const e = extentOf(list);
    if (e.start < start) start = e.start;
    if (e.end > end) end = e.end;
  }
  if (!Number.isFinite(start)) start = Number.isFinite(now) ? now : 0;
  const spans = ([] as Span[]).concat(...pass.lists.map((l) => l.spans));
  const segments = pass.lists.map((l) => l.spans.length);
  return { start, end: Math.max(end, start), lanes: pass.lanes, spans, segments };
}

/**
 * Draws a list from lane `first`: every span when its lanes moved, else those listed or changed
 * since it was last drawn and those packed on a lane again.
 */
function drawList(list: SpanList, first: number, drawnFrom: number, packed: Iterable<SpanNode>) {
  if (first !== drawnFrom) for (const n of list.nodes) draw(n, first + laneOf(n));
  else {
    for (const n of list.dirty) draw(n, first + laneOf(n));
    for (const n of packed) draw(n, first + laneOf(n));
  }
  list.dirty.length = 0;
}

const childKey = (c: ChildName | undefined): string =>
  c === undefined ? '' : 'title' in c ? `title:${titleWithId(c)}` : `id:${c.id}`;

/** Adds a lane: the last layout's object when it is the same, so its label need not render. */
function addLane(k: Kept, pass: Pass, lane: Lane): void {
  const before = k.lanes.get(lane.key);
  const same =
    before?.kind === lane.kind &&
    before.session === lane.session &&
    before.depth === lane.depth &&
    childKey(before.child) === childKey(lane.child);
  pass.lanes.push(same ? before : lane);
}

/** A list as the critical path reads it: its spans, and where those begun since a moment are. */
const outermost = (list: SpanList): Block<SpanNode> => ({
  nodes: list.nodes,
  firstFrom: (at) => firstBeginningFrom(list, at),
});

/** Files a session's list for the pass: among the outermost spans, or inside its holder. */
function file(pass: Pass, list: SpanList, holder: Holder | undefined): void {
  pass.lists.push(list);
  if (!holder) {
    pass.top.push(outermost(list));
    return;
  }
  for (const n of list.nodes) {
    if (n.parent !== undefined) pushTo(pass.inner, n.parent, n);
    holder.push(n);
  }
}

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
  const addLanes = (kind: Lane['kind'], count: number) => {
    const first = pass.lanes.length;
    for (let l = 0; l < count; l++)
      addLane(k, pass, { key: `${session.key}|${kind}|${l}`, kind, session: session.key, depth });
    return first;
  };
  const { model, tools, calls, drawnFrom } = state;
  const modelPacking = packFrom(model.nodes, state.changedModel, {
    before: firstBeginningFrom(model, state.changedModel),
    kept: state.keptModel,
  });
  const firstModel = addLanes('model', modelPacking.lanes);
  drawList(
    model,
    firstModel,
    drawnFrom.model,
    modelPacking.placed.map((i) => model.nodes[i] as SpanNode),
  );
  const toolPacking = packFrom(calls, state.changedTools, {
    before: firstEntryFrom(tools, state.changedTools),
    kept: state.keptTools,
  });
  const firstTool = addLanes('tools', toolPacking.lanes);
  drawList(
    tools,
    firstTool,
    drawnFrom.tools,
    toolPacking.placed.flatMap((i) => calls[i]?.nodes ?? []),
  );
  state.drawnFrom = { model: firstModel, tools: firstTool };
  file(pass, model, holder);
  file(pass, tools, holder);

  // What a child's subagent span covers: everything its session runs, from the lists' kept
  // extents; an entry is in `state.open` exactly when one of its spans still runs.
  let reachEnd = holder ? Math.max(extentOf(model).end, extentOf(tools).end) : -Infinity;
  let reachOpen = holder !== undefined && state.open.requests.size + state.open.calls.size > 0;

  for (const ref of state.scan?.children ?? []) {
    const child = pass.trace.sessions.get(ref.key);
    if (!child || pass.seen.has(ref.key)) continue;
    const spawner = ref.call === undefined ? undefined : calls[ref.call]?.nodes.at(-1);
    const spanParent = ref.call === undefined ? parent : (spawner?.id ?? parent);
    const draft = childSpan(pass.trace, ref.key, ref.item, spanParent, pass.changes.now);
    if (!draft) continue;
    const lane = pass.lanes.length;
    addLane(k, pass, {
      key: `${ref.key}|subagent`,
      kind: 'subagent',
      session: ref.key,
      depth,
      child: childName(pass.trace, child),
    });
    let own = k.subagents.get(ref.key);
    if (!own) k.subagents.set(ref.key, (own = newSpanList()));
    // The subagent's own span is listed before the child's spans, and known after them.
    pass.lists.push(own);
    // In the main session, a child runs inside its spawning call or its own subagent span.
    let inside = holder;
    if (!inside && spawner && spanParent === spawner.id) {
      inside = pass.inside.get(spawner);
      if (!inside) pass.inside.set(spawner, (inside = []));
    }
    const gathered: Holder = inside ?? [];
    const reach = addSession(k, pass, child, 0, child.items.size, depth + 1, draft.id, gathered);
    const whole = { ...draft, end: Math.max(draft.end, reach.end), open: draft.open || reach.open };
    const before = own.nodes[0];
    const node = nodeFor(whole, before);
    if (node !== before) {
      holdAlone(own, node);
      if (!inside) pass.changed = Math.min(pass.changed, node.start, before?.start ?? Infinity);
    }
    draw(node, lane);
    if (inside) {
      pushTo(pass.inner, spanParent as string, node);
      inside.push(node);
    } else {
      pass.top.push(outermost(own));
      pass.inside.set(node, gathered);
    }
    if (node.end > reachEnd) reachEnd = node.end;
    if (node.open) reachOpen = true;
  }
  return { end: reachEnd, open: reachOpen };
}
