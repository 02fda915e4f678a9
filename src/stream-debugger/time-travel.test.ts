import { describe, expect, it } from 'vitest';
import type { MessageItem, ToolItem } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { EventLog, recordTimeOf } from './event-log';
import { sequenceOf, writtenOrder } from './written-order';
import { captureInputs } from '../../test/support/capture-inputs';
import { TimeTravel } from './time-travel';
import { Attributor } from './attribute';
import { summarizeSession } from '../store/summary';
import { toolPhase } from '../store/derive/tool-phase';
import type { TraceInput, TraceState } from '../store/model';
import { withOrigin } from '../ingest/file-set';
import {
  ABORTED_PARENT,
  CHILD_AFTER,
  CHILD_BEFORE,
  RUNNING_CHILD,
  childAfterAbort,
  type SessionFiles,
} from '../../test/cases/child-after-abort';
import { project } from '../../test/support/project';
import { referenceTraceInputs } from '../../test/support/reference-trace';
import { itemsOf, run } from '../../test/support/trace';
import { CHILD_ID } from '../../test/support/fixtures';

const { fragmentsOf, text } = createTraceBuilder();

const inputs = captureInputs();
const logOf = (every = 16) => {
  const log = new EventLog();
  log.append(inputs, 0);
  return new TimeTravel(log, every);
};

describe('TimeTravel', () => {
  it('gives the state after any event count, equal to reducing that prefix', () => {
    const travel = logOf();
    for (const n of [0, 1, 17, 100, 117, 234, 235, 100, 3])
      expect(travel.stateAt(n).items).toEqual(
        applyInputs(initialTraceState(), inputs.slice(0, n)).items,
      );
  });

  it('shows a streaming message half grown in the middle, complete in place later', () => {
    const travel = logOf();
    // Event 8 is the second delta of the first thinking ("Let me start " + "by running a ").
    const mid = travel.stateAt(10);
    const partial = [...mid.items].find((i) => i.kind === 'message' && i.type === 'thinking');
    expect(partial).toMatchObject({ status: 'streaming', content: 'Let me start by running a ' });
    const done = travel.stateAt(235).items.get(partial!.id) as MessageItem;
    expect(done.status).toBe('complete');
    expect(done.content.startsWith('Let me start by running a ')).toBe(true);
  });

  it('says what one event changed: the item it grew', () => {
    const travel = logOf();
    const changes = travel.changesAt(9);
    expect(changes.items).toHaveLength(1);
    expect(travel.stateAt(10).items.get(changes.items[0]!)).toMatchObject({ type: 'thinking' });
    expect(travel.changesAt(0).items).toEqual([]);
  });

  it('attributes every event of a tool call to the tool row', () => {
    const travel = logOf();
    const state = travel.stateAt(235);
    new Attributor().advance(travel.log, state);
    const tool = [...state.items].find((i): i is ToolItem => i.kind === 'tool')!;
    const events = travel.log.eventsOf(tool.id).map((i) => travel.log.entry(i)?.payloadType);
    expect(events).toEqual(
      expect.arrayContaining([
        'partial_tool_call',
        'tool_call',
        'approval_request',
        'approval_decision',
        'partial_tool_call_output',
        'tool_call_output',
      ]),
    );
    expect(travel.log.item(0)).toBeNull();
  });

  it('in an ended document, shows at any event what a capture cut after that event shows', () => {
    const log = new EventLog();
    log.append([...inputs, { kind: 'end' }], 0);
    const travel = new TimeTravel(log, 16);
    for (const n of [1, 17, 21, 102, 193, 234]) {
      const cut = applyInputs(initialTraceState(), [...inputs.slice(0, n), { kind: 'end' }]);
      const view = travel.viewAt(n);
      expect(view.items).toEqual(cut.items);
      expect([...view.violations]).toEqual([...cut.violations]);
      expect(summarizeSession(view, '')).toEqual(summarizeSession(cut, ''));
      expect(view.ended).toBe(true);
    }
    // A live document's moment is not closed: what streamed then was still streaming.
    expect(logOf().viewAt(193).ended).toBe(false);
  });

  it('in an ended document, a call waiting for approval at the moment shown reads waiting, not broken', () => {
    const log = new EventLog();
    log.append([...inputs, { kind: 'end' }], 0);
    const travel = new TimeTravel(log, 16);
    // Event 30 asks for approval of the first exec_command; event 31 decides it.
    const view = travel.viewAt(31);
    const waiting = itemsOf(view).find(
      (i): i is ToolItem => i.kind === 'tool' && i.toolCallId === 'call_exec_allow_1',
    );
    expect(waiting && toolPhase(waiting, view.ended)).toBe('approval');
    expect([...view.violations].map((v) => v.rule)).not.toContain('call-without-output');
    expect(summarizeSession(view, '')?.toolCalls.pending).toBe(1);
  });

  it('restarts from an empty state where a history replaced it', () => {
    const log = new EventLog();
    const t = new TimeTravel(log, 2);
    log.append(recs([text('user', 'a'), text('user', 'b'), text('user', 'c')]), 0);
    const m = text('assistant', 'streamed');
    log.reset(recs([text('user', 'z'), ...fragmentsOf(m, [3]), m]), 0);
    expect(t.stateAt(3).items.size).toBe(3);
    expect(t.stateAt(4).items.size).toBe(1);
    expect(t.stateAt(log.count).items.size).toBe(2);
    new Attributor().advance(log, t.stateAt(log.count));
    expect([3, 4, 5, 6, 7, 8].map((i) => log.item(i))).toEqual([0, 1, 1, 1, 1, 1]);
  });

  describe('over a session read from several files', () => {
    /** Records as the loader reads them: each file's lines, file after file, origins stamped. */
    const fromFiles = (files: SessionFiles['files']): TraceInput[] =>
      files.flatMap(({ sessionId, records }) =>
        records.map((envelope, i): TraceInput => ({
          kind: 'record',
          envelope: sessionId === ABORTED_PARENT ? envelope : withOrigin(envelope, [sessionId]),
          at: { file: `${sessionId}_001.jsonl`, line: i + 1 },
        })),
      );
    const texts = (t: TraceState, key: string) =>
      itemsOf(t, key).flatMap((i) => (i.kind === 'message' ? [i.content] : []));
    const { written, files } = childAfterAbort();
    const inputs = fromFiles(files);
    const log = new EventLog();
    log.append([...inputs, { kind: 'end' }], 0);
    const travel = new TimeTravel(log, 2);
    /** Steps to the moment just after the record `written[i]` was written. */
    const after = (i: number) => i + 1;
    const abort = written.findIndex((r) => r.type === 'event_msg' && r.payload.type === 'abort');

    it('shows after the abort what had been written then, the child included', () => {
      const then = travel.viewAt(after(abort));
      expect(then.sessions.get('')?.aborted).toBe(true);
      expect(texts(then, RUNNING_CHILD)).toEqual(['HELPER: start.', CHILD_BEFORE]);
      expect(texts(then, '')).toEqual(['Spawn a helper.']);
    });

    it("shows the child's later records, and not the parent's later ones, once written", () => {
      const then = travel.viewAt(after(written.length - 2));
      expect(texts(then, RUNNING_CHILD)).toContain(CHILD_AFTER);
      expect(texts(then, '')).toEqual(['Spawn a helper.']);
    });

    it('forgets the moments a file read later rewrites', () => {
      const growing = new EventLog();
      const early = new TimeTravel(growing, 2);
      const parentOnly = fromFiles(files.slice(0, 1));
      growing.append(parentOnly, 0);
      early.noteState(growing.count, run(parentOnly));
      for (let n = 0; n <= growing.count; n++) early.stateAt(n);
      growing.append(fromFiles(files.slice(1)), 0);
      const fresh = new TimeTravel(growing, 1000);
      for (let n = 0; n <= growing.count; n++)
        expect(project(early.stateAt(n))).toEqual(project(fresh.stateAt(n)));
    });

    it('stepped while the files are read and a history replaces them, steps as a fresh look does', () => {
      const growing = new EventLog();
      const stepping = new TimeTravel(growing, 2);
      /** Each segment (a history and what followed it) in the order written, worked out at once. */
      const writtenAtOnce = () => {
        const logged = Array.from({ length: growing.count }, (_, i) => growing.input(i));
        const names = logged.map((input) => (input ? sequenceOf(input) : ''));
        const sequences = names.map((name) => names.indexOf(name));
        const times = logged.map((input) => (input && recordTimeOf(input)) ?? NaN);
        const starts = [0, ...growing.resets.map((r) => r.start), growing.count];
        return starts
          .slice(1)
          .flatMap((end, k) => [...writtenOrder(sequences, times, starts[k], end)]);
      };
      const look = () => {
        const fresh = new TimeTravel(growing, 1000);
        const steps = Array.from({ length: growing.count }, (_, i) => stepping.eventAt(i));
        expect(steps).toEqual(writtenAtOnce());
        for (const n of [1, growing.count >> 1, growing.count - 1, growing.count])
          expect(project(stepping.stateAt(n))).toEqual(project(fresh.stateAt(n)));
      };
      // The loader's reading, a record or a few at a time: the child's file comes last.
      for (let at = 0; at < inputs.length; at += 3) {
        growing.append(inputs.slice(at, at + 3), 0);
        look();
      }
      growing.reset(inputs.slice(0, 5), 0);
      look();
      growing.append(inputs.slice(5), 0);
      look();
    });

    it("ends in the view the files' load gives", () => {
      const loaded = run([...inputs, { kind: 'end' }]);
      expect(project(travel.viewAt(written.length))).toEqual(project(loaded));
    });
  });

  it('over the reference session, ends in the view its three Trace files load to', () => {
    const inputs = referenceTraceInputs();
    const log = new EventLog();
    log.append([...inputs, { kind: 'end' }], 0);
    const travel = new TimeTravel(log, 16);
    const loaded = run([...inputs, { kind: 'end' }]);
    const last = travel.viewAt(log.count);
    expect(project(last)).toEqual(project(loaded));
    expect(summarizeSession(last, '')).toEqual(summarizeSession(loaded, ''));
    expect(last.records).toBe(loaded.records);
    // The child's session_meta was written 2 ms before the parent's pointer to it; its first
    // message at the same millisecond as the pointer, which was read first.
    const pointer = inputs.findIndex(
      (i) =>
        i.kind === 'record' &&
        i.envelope.type === 'event_msg' &&
        i.envelope.payload.type === 'subagent',
    );
    const steps = Array.from({ length: log.count }, (_, i) => travel.eventAt(i));
    const atPointer = travel.viewAt(steps.indexOf(pointer) + 1);
    expect([...atPointer.sessions.keys()]).toEqual(['', CHILD_ID]);
    expect(atPointer.sessions.get(CHILD_ID)?.items.size).toBe(1);
    // Step by step, the child's records interleave with the parent's as written.
    const key = (s: number) => (log.input(s)?.kind === 'record' ? log.input(s) : undefined);
    expect(
      steps.some(
        (e, i) => i > 0 && (key(e)?.at?.file ?? '') < (key(steps[i - 1]!)?.at?.file ?? ''),
      ),
    ).toBe(true);
  });
});
