import { describe, expect, it } from 'vitest';
import { withOrigin } from '../../ingest/file-set';
import { parseJsonl } from '../../ingest/parse-jsonl';
import { CHILD_ID, readFixture, SESSION_A, TRACE_FILES } from '../../../test/support/fixtures';
import { countRecords } from '../../../test/support/filter-counts-from-records';
import type { TraceInput } from '../model';
import { applyInputs, initialTraceState } from '../reducer';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { createFilterIndex } from './filter-index';

const inputsOf = (names: readonly string[]): TraceInput[] =>
  names.flatMap((name) =>
    parseJsonl(name, readFixture(SESSION_A + name)).records.map((r): TraceInput => ({
      kind: 'record',
      envelope: withOrigin(r.envelope, name.startsWith(CHILD_ID) ? [CHILD_ID] : []),
    })),
  );

const linesOf = (names: readonly string[]) =>
  names.flatMap((n) => readFixture(SESSION_A + n).split('\n'));

describe('filter index', () => {
  const parent = TRACE_FILES.filter((n) => !n.startsWith(CHILD_ID));
  const child = TRACE_FILES.filter((n) => n.startsWith(CHILD_ID));

  it('counts the reference data as the records say, per session too', () => {
    const t = applyInputs(initialTraceState(), [...inputsOf(TRACE_FILES), { kind: 'end' }]);
    const { counts } = createFilterIndex()(t);
    const all = countRecords(linesOf(TRACE_FILES));
    expect(counts.kinds).toEqual(all.kinds);
    expect(counts.roles).toEqual(all.roles);
    expect(counts.statuses).toEqual(all.statuses);
    expect(Object.fromEntries(counts.tools)).toEqual(all.tools);
    const rows = (c: ReturnType<typeof countRecords>) =>
      c.kinds.messages + c.kinds.thinking + c.kinds.tools + c.kinds.events;
    expect(counts.sessions.get('')).toBe(rows(countRecords(linesOf(parent))));
    expect(counts.sessions.get(CHILD_ID)).toBe(rows(countRecords(linesOf(child))));
    expect(all.statuses.errors).toBeGreaterThan(0);
    expect(all.statuses.denied).toBe(1);
  });

  it('kept batch by batch, ends where one count of the whole trace does', () => {
    const inputs = inputsOf(TRACE_FILES);
    for (const size of [1, 3, 7]) {
      const index = createFilterIndex();
      let t = initialTraceState();
      for (let i = 0; i < inputs.length; i += size) {
        t = applyInputs(t, inputs.slice(i, i + size));
        index(t);
      }
      expect(index(t).counts).toEqual(createFilterIndex()(t).counts);
    }
  });

  it('hands back the same index while a batch changes no class', () => {
    const index = createFilterIndex();
    const t = applyInputs(initialTraceState(), inputsOf(TRACE_FILES));
    const first = index(t);
    expect(index(applyInputs(t, [{ kind: 'end' }]))).toBe(first);
  });

  it('shares one class object per class, whatever the trace names its sessions and tools', () => {
    const { makeToolCall } = createTraceBuilder();
    const t = applyInputs(
      initialTraceState(),
      recs([
        makeToolCall({ origin: ['a\nb'], name: 'c', tool_call_id: 'x' }),
        makeToolCall({ origin: ['a'], name: 'b\nc', tool_call_id: 'y' }),
        makeToolCall({ origin: ['a'], name: 'b\nc', tool_call_id: 'z' }),
      ]),
    );
    const index = createFilterIndex()(t);
    expect(Object.fromEntries(index.counts.tools)).toEqual({ c: 1, 'b\nc': 2 });
    expect([index.counts.sessions.get('a\nb'), index.counts.sessions.get('a')]).toEqual([1, 2]);
    const [x, y, z] = [...t.items].filter((i) => i.kind === 'tool').map((i) => index.classOf(i.id));
    expect(y).toBe(z);
    expect(x).not.toBe(y);
  });
});
