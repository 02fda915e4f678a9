// The layout of the reference session (fixtures/penguin-session-a): what each bar stands for.
import { describe, expect, it } from 'vitest';
import { withOrigin } from '../ingest/file-set';
import { parseJsonl } from '../ingest/parse-jsonl';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from '../../test/support/fixtures';
import { referenceStreamInputs } from '../../test/support/reference-trace';
import { HUNG_CHILD, hungSubagent } from '../../test/cases/failures';
import { traceOf } from '../../test/support/test-trace';
import type { ToolItem, TraceInput, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTimeline } from './timeline';
import type { Span, TimelineLayout } from './types';

function inputs(): TraceInput[] {
  return TRACE_FILES.flatMap((name) =>
    parseJsonl(name, readFixture(SESSION_A + name)).records.map((r): TraceInput => ({
      kind: 'record',
      envelope: withOrigin(r.envelope, name.startsWith(CHILD_ID) ? [CHILD_ID] : []),
      at: r.at,
    })),
  );
}

const trace = applyInputs(initialTraceState(), [...inputs(), { kind: 'end' }]);
const firstTask = (t: TraceState): TimelineLayout =>
  createTimeline().layout(t, 0) as TimelineLayout;
const of = (l: TimelineLayout, kind: Span['kind'], session = '') =>
  l.spans.filter((s) => s.kind === kind && s.session === session);
const toolCall = (s: Span) => (trace.items.get(s.itemId) as ToolItem).toolCallId;
const ms = (a: string, b: string) => Date.parse(b) - Date.parse(a);

describe('timeline of the reference session', () => {
  const layout = firstTask(trace);

  it('has two tasks, split at the prompt after the compaction', () => {
    expect(
      createTimeline()
        .tasks(trace)
        .map((t) => t.label),
    ).toEqual([
      expect.stringMatching(/^ARCTIC_TASK/),
      'ARCTIC_FOLLOWUP: are you still there after compaction?',
    ]);
  });

  it('draws every request of the task, the retry waits as long as they were', () => {
    expect(of(layout, 'request')).toHaveLength(9);
    const waits = of(layout, 'retry-wait');
    expect(waits.map((w) => w.end - w.start)).toEqual([2003, 4002, 2004]);
    expect(waits[0]?.start).toBe(Date.parse('2026-12-02T09:53:15.696Z'));
  });

  it('draws approval waits from the call to the decision, and no run for a denied call', () => {
    const approvals = of(layout, 'approval-wait');
    expect(approvals.map(toolCall)).toEqual([
      'call_exec_allow_1',
      'call_exec_deny_2',
      'call_subagent_3',
      'call_read_4',
      'call_exec_5',
    ]);
    expect(approvals[0]?.end).toBe(Date.parse('2026-12-02T09:53:14.882Z'));
    expect(of(layout, 'tool').map(toolCall)).not.toContain('call_exec_deny_2');
  });

  it('puts the two parallel calls on separate lanes', () => {
    const tools = of(layout, 'tool');
    const read = tools.find((s) => toolCall(s) === 'call_read_4') as Span;
    const exec = tools.find((s) => toolCall(s) === 'call_exec_5') as Span;
    expect(read.lane).not.toBe(exec.lane);
    expect(tools.filter((s) => s.lane === read.lane && s !== read).length).toBeGreaterThan(0);
  });

  it('nests the child session’s lanes under its subagent bar', () => {
    const [sub] = of(layout, 'subagent', CHILD_ID);
    expect(sub).toBeDefined();
    const childLanes = layout.lanes.filter((l) => l.session === CHILD_ID && l.kind !== 'subagent');
    expect(childLanes.map((l) => l.depth)).toEqual([1, 1]);
    expect(of(layout, 'request', CHILD_ID)).toHaveLength(3);
    expect(of(layout, 'retry-wait', CHILD_ID)).toHaveLength(1);
    expect(layout.lanes.indexOf(childLanes[0]!)).toBeGreaterThan(sub!.lane);
    expect(ms('2026-12-02T09:53:22.522Z', '2026-12-02T09:53:25.235Z')).toBe(sub!.end - sub!.start);
  });

  it('marks a critical path that ends at the task’s end and goes through the subagent', () => {
    const critical = layout.spans.filter((s) => s.critical);
    expect(Math.max(...critical.map((s) => s.end))).toBe(layout.end);
    expect(critical.map((s) => s.kind)).toContain('subagent');
    expect(critical.some((s) => s.session === CHILD_ID && s.kind === 'tool')).toBe(true);
    const exec5 = of(layout, 'tool').find((s) => toolCall(s) === 'call_exec_5');
    const read4 = of(layout, 'tool').find((s) => toolCall(s) === 'call_read_4');
    expect([exec5?.critical, read4?.critical]).toEqual([true, false]);
  });

  it('extends a running task to the latest moment seen, and lays out once per trace state', () => {
    const all = inputs();
    const cut = all.findIndex(
      (i) => i.kind === 'record' && i.envelope.timestamp === '2026-12-02T09:53:27.778Z',
    );
    const partial = applyInputs(initialTraceState(), all.slice(0, cut + 1));
    const timeline = createTimeline();
    const running = timeline.layout(partial, 0) as TimelineLayout;
    expect(timeline.layout(partial, 0)).toBe(running);
    const open = running.spans.filter((s) => s.open);
    expect(open.map((s) => s.kind).sort()).toEqual(['request', 'tool']);
    expect(running.end).toBe(Date.parse('2026-12-02T09:53:27.778Z'));
    const later = timeline.layout(applyInputs(partial, all.slice(cut + 1, cut + 4)), 0);
    expect(later!.end).toBeGreaterThan(running.end);
  });

  it('keeps the span objects a new trace state left unchanged, and only those', () => {
    const all = inputs();
    const cut = all.findIndex(
      (i) => i.kind === 'record' && i.envelope.timestamp === '2026-12-02T09:53:27.778Z',
    );
    const partial = applyInputs(initialTraceState(), all.slice(0, cut + 1));
    const timeline = createTimeline();
    const before = timeline.layout(partial, 0) as TimelineLayout;
    const after = timeline.layout(applyInputs(partial, all.slice(cut + 1, cut + 4)), 0);
    const previous = new Map(before.spans.map((s) => [s.id, s]));
    const kept = after!.spans.filter((s) => previous.get(s.id) === s);
    const redrawn = after!.spans.filter((s) => previous.get(s.id) !== s);
    // The spans that were running changed (they ended or grew); the finished ones are the same.
    expect(kept.map((s) => s.id)).toEqual(before.spans.filter((s) => !s.open).map((s) => s.id));
    expect(redrawn.length).toBeGreaterThan(0);
    for (const s of redrawn) expect(s).not.toEqual(previous.get(s.id));
    // Lanes too: a lane's name renders again only when the lane is new.
    expect(after!.lanes).toEqual(before.lanes);
    after!.lanes.forEach((lane, i) => expect(lane).toBe(before.lanes[i]));
    // A fresh timeline lays out the same spans by value.
    expect(createTimeline().layout(applyInputs(partial, all.slice(cut + 1, cut + 4)), 0)).toEqual(
      after,
    );
  });
});

describe('timeline of the live reference stream', () => {
  it('lays out every step as a state built from scratch does', () => {
    const stream = referenceStreamInputs();
    const timeline = createTimeline();
    let live = initialTraceState();
    for (let k = 0; k < stream.length; k++) {
      live = applyInputs(live, [stream[k]!]);
      // A state built from scratch shares no request or item with the live one: nothing kept.
      const fresh = applyInputs(initialTraceState(), stream.slice(0, k + 1));
      const tasks = timeline.tasks(live);
      expect(tasks.length).toBe(createTimeline().tasks(fresh).length);
      for (let task = 0; task < tasks.length; task++)
        expect(timeline.layout(live, task)).toEqual(createTimeline().layout(fresh, task));
    }
  });
});

describe('timeline of a subagent that hung in its tool', () => {
  const hung = traceOf(hungSubagent());
  const layout = firstTask(hung);
  const abortAt = hungSubagent().records.at(-1)?.timestamp as string;
  const runOf = (callId: string) =>
    layout.spans.find(
      (s) => s.kind === 'tool' && (hung.items.get(s.itemId) as ToolItem).toolCallId === callId,
    );

  it('draws the call that never returned, and the one that waited for it, up to the abort', () => {
    expect(abortAt).toBeDefined();
    for (const id of ['call_tail', 'call_logs']) {
      expect(runOf(id)?.end, id).toBe(Date.parse(abortAt));
      expect(runOf(id)?.open, id).toBe(false);
    }
    expect(layout.end).toBe(Date.parse(abortAt));
    // The hung child's bar covers its call, drawn as ended, not running.
    const child = layout.spans.find((s) => s.kind === 'subagent' && s.session === HUNG_CHILD);
    expect(child?.end).toBe(Date.parse(abortAt));
    expect(child?.open).toBe(false);
    // The call that answered ends at its output.
    expect(runOf('call_conf')?.end).toBeLessThan(Date.parse(abortAt));
  });
});
