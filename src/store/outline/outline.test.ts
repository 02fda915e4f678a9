import { describe, expect, it } from 'vitest';
import { withOrigin } from '../../ingest/file-set';
import { parseJsonl } from '../../ingest/parse-jsonl';
import {
  CHILD_ID,
  PARENT_ID,
  readFixture,
  SESSION_A,
  TRACE_FILES,
} from '../../../test/support/fixtures';
import { turnsOf } from '../../../test/support/turns-from-records';
import type { TraceInput } from '../model';
import { applyInputs, initialTraceState } from '../reducer';
import { createOutlineBuilder, currentEntry, rootItemOf } from './outline';
import { turnFigures } from './turn-figures';

const inputs: TraceInput[] = TRACE_FILES.flatMap((name) =>
  parseJsonl(name, readFixture(SESSION_A + name)).records.map((r): TraceInput => ({
    kind: 'record',
    envelope: withOrigin(r.envelope, name.startsWith(CHILD_ID) ? [CHILD_ID] : []),
  })),
);
const t = applyInputs(initialTraceState(), [...inputs, { kind: 'end' }]);
const lines = (prefix: string) =>
  TRACE_FILES.filter((n) => n.startsWith(prefix)).flatMap((n) =>
    readFixture(SESSION_A + n).split('\n'),
  );

describe('outline', () => {
  const entries = createOutlineBuilder()(t, '');

  it('lists the prompts, the turns the records count, the compaction and the child', () => {
    expect(entries.map((e) => e.kind)).toEqual([
      'task',
      ...Array<'turn'>(3).fill('turn'),
      'child',
      ...Array<'turn'>(2).fill('turn'),
      'compaction',
      'task',
      'turn',
    ]);
    expect(entries.filter((e) => e.kind === 'turn')).toHaveLength(turnsOf(lines(PARENT_ID)));
    expect(createOutlineBuilder()(t, CHILD_ID).filter((e) => e.kind === 'turn')).toHaveLength(
      turnsOf(lines(CHILD_ID)),
    );
  });

  it('gives each turn its attempts, calls, failures, children and tokens', () => {
    const third = entries.filter((e) => e.kind === 'turn')[2];
    expect(third?.kind === 'turn' && turnFigures(t, third.request)).toEqual({
      attempts: 3,
      failures: 2,
      tools: 1,
      children: 1,
      tokens: 6510,
    });
  });

  it('extends as records arrive and ends where one build of the whole trace does', () => {
    const build = createOutlineBuilder();
    let s = initialTraceState();
    for (let i = 0; i < inputs.length; i += 5)
      build((s = applyInputs(s, inputs.slice(i, i + 5))), '');
    expect(build(applyInputs(s, [{ kind: 'end' }]), '')).toEqual(entries);
  });

  it('starts over on another trace (a resync or compaction refetch), not reading its ids as the first’s', () => {
    // The stream carries no session_meta; the refetched history starts with one, so each item
    // of the new state has another id: an entry kept from the streamed state names a wrong item.
    const streamed = inputs.filter(
      (i) => i.kind !== 'record' || i.envelope.type !== 'session_meta',
    );
    const before = applyInputs(initialTraceState(), streamed.slice(0, 40));
    const after = applyInputs(initialTraceState(), inputs.slice(0, 41));
    expect(after.sessions.get('')?.layout).toBe(before.sessions.get('')?.layout);
    const build = createOutlineBuilder();
    build(before, '');
    expect(build(after, '')).toEqual(createOutlineBuilder()(after, ''));
  });

  it('keeps the same list while the items that arrive add no entry', () => {
    const build = createOutlineBuilder();
    let s = initialTraceState();
    let lists = 0;
    const layouts = new Set<number>();
    let last: readonly unknown[] | undefined;
    for (const input of inputs) {
      const next = build((s = applyInputs(s, [input])), '');
      if (next !== last) lists++;
      last = next;
      layouts.add(s.sessions.get('')?.layout ?? -1);
    }
    // A new list per entry added and per rebuild (a child placed, a summary found), not one per
    // record: a live page asks at every batch.
    expect(lists).toBeLessThanOrEqual(entries.length + layouts.size);
    expect(inputs.length).toBeGreaterThan(5 * lists);
  });

  it('marks the entry the top row belongs to, a child row by its card’s place', () => {
    const child = entries.find((e) => e.kind === 'child');
    const childItem = t.sessions.get(CHILD_ID)?.items.get(3);
    const at = rootItemOf(t, `i${childItem}`, '');
    expect(at).toBe(child?.item);
    expect(entries[currentEntry(entries, at)]).toBe(child);
    expect(currentEntry(entries, -1)).toBe(-1);
  });
});
