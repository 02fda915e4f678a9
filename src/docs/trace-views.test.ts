import { describe, expect, it } from 'vitest';
import { shallow } from 'zustand/shallow';
import { referenceStream, referenceTraces } from '../../test/support/reference-trace';
import { BUILT_IN_PRICES } from '../cost/prices';
import type { TraceState } from '../store/model';
import { NO_FILTERS, toggleFilter } from '../store/filters/filter-state';
import { createOutlineBuilder } from '../store/outline/outline';
import { createRowBuilder } from '../store/rows';
import { PVec } from '../store/pvec';
import {
  askView,
  TRACE_QUERIES,
  TRACE_VIEWS,
  type TraceQuestion,
  type TraceViewArgs,
} from './trace-views';

/** What may cross to another thread as it is: no functions, classes, maps or cycles. */
function plainPath(value: unknown, seen = new Set<object>(), at = '$'): string | null {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol' ? at : null;
  if (seen.has(value)) return `${at} (a cycle)`;
  seen.add(value);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return at;
  for (const [k, v] of Object.entries(value)) {
    const bad = plainPath(v, seen, `${at}.${k}`);
    if (bad) return bad;
  }
  seen.delete(value);
  return null;
}

const buildRows = createRowBuilder();

/** Every argument list a view is asked with on `t`: every item, request, session and entry. */
function askings(t: TraceState): { [N in TraceQuestion]: TraceViewArgs<N>[] } {
  const items = [...t.items].map((i) => i.id);
  const requests = [...t.requests].map((r) => r.id);
  const sessions = [...t.sessions.keys()];
  const compactions = [...t.compactions].map((_, i) => i);
  const outline = createOutlineBuilder();
  const entries = sessions.map((key) => outline(t, key));
  const rowKeys = items.map((id) => `i${id}`);
  const rows = [
    ...sessions.flatMap((root) => {
      const list = buildRows(t, { collapsed: new Set(), internalsShown: new Set(), root });
      return Array.from({ length: list.length }, (_, i) => list.at(i));
    }),
    undefined,
  ];
  return {
    item: items.map((id) => [id]),
    mainPosition: items.map((id) => [id]),
    repeatedCall: items.map((id) => [id]),
    wastedRepeats: [[]],
    request: [...requests.map((id): [number] => [id]), [undefined]],
    compaction: [...compactions.map((id): [number] => [id]), [undefined]],
    ended: [[]],
    records: [[]],
    recordedNow: [[]],
    sessions: [[]],
    taskState: sessions.map((key) => [key]),
    digest: sessions.map((key) => [key]),
    writing: [[]],
    nested: [[]],
    hasChildren: sessions.map((key) => [key]),
    sessionModels: sessions.map((key) => [key]),
    violations: [[]],
    title: [[]],
    heading: [[]],
    sessionMeta: sessions.map((key) => [key]),
    sessionId: sessions.map((key) => [key]),
    sessionTools: sessions.map((key) => [key]),
    sessionStatus: sessions.map((key) => [key]),
    sessionFigures: sessions.map((key) => [key]),
    tokensUnopened: sessions.map((key) => [key]),
    childName: [...sessions.map((key): [string] => [key]), ['nobody']],
    rowName: rows.flatMap((row) => (row ? [[row]] : [])),
    sessionChain: sessions.map((key) => [key]),
    approvalTotal: sessions.map((key) => [key]),
    pendingApprovals: [[]],
    approvalAudit: sessions.map((key) => [key]),
    turnFigures: requests.map((id) => [id]),
    contextAt: requests.map((id) => [id]),
    diffAt: requests.map((id) => [id]),
    attemptPosition: [...requests.map((id): [number] => [id]), [undefined]],
    retryOutcome: requests.map((id) => [id]),
    childTarget: sessions.flatMap((key) => items.map((id): [string, number] => [key, id])),
    itemPlace: items.map((id) => [id]),
    rootItemOf: sessions.flatMap((key) => [
      ...rowKeys.map((row): [string, string] => [row, key]),
      [null, key] as [null, string],
    ]),
    models: [[]],
    mainSessionId: [[]],
    hasSession: [...sessions.map((key): [string] => [key]), ['nobody']],
    copyParts: rows.map((row) => [row]),
    childOf: rows.map((row) => [row]),
    revealPlan: items.map((id) => [
      id,
      {
        collapsed: new Set(sessions),
        internalsShown: new Set(compactions),
        focus: '',
        filters: toggleFilter(NO_FILTERS, 'kinds', 'thinking'),
      },
    ]),
    recordRef: [...items.map((id): [number] => [id]), [null]],
    findRecord: items.map((id) => [askView(t, 'recordRef', [id]) ?? '']),
    treeSpend: sessions.map((key) => [BUILT_IN_PRICES, key]),
    entrySpend: entries.flatMap((list) =>
      list.map((e): TraceViewArgs<'entrySpend'> => [BUILT_IN_PRICES, e]),
    ),
    taskSpend: entries.flatMap((list) =>
      list.map((_, i): TraceViewArgs<'taskSpend'> => [BUILT_IN_PRICES, list, i]),
    ),
  };
}

describe('trace views', () => {
  for (const [name, trace, unanswered] of [
    // A Trace file holds no server events: no task state. All of its files are opened, so no
    // session's last token_usage counts more than its requests read. Neither repeats a call
    // with the same arguments in one task (repeated-calls.test.ts makes some).
    ['Trace files', referenceTraces, ['taskState', 'tokensUnopened', 'repeatedCall']],
    ['live capture', referenceStream, ['repeatedCall']],
  ] as const)
    it(`answer every question with plain data, the same when asked again, on the reference ${name}`, () => {
      const t = trace();
      const asked = askings(t);
      expect(Object.keys(asked).sort()).toEqual(
        [...Object.keys(TRACE_VIEWS), ...Object.keys(TRACE_QUERIES)].sort(),
      );
      const answered = new Set<string>();
      for (const name of Object.keys(asked) as TraceQuestion[])
        for (const args of asked[name] as TraceViewArgs<typeof name>[]) {
          const answer = askView(t, name, args);
          if (answer !== undefined) answered.add(name);
          // A list read by window is the one exception: the thread holding it serves its slices.
          if (answer instanceof PVec) continue;
          expect(plainPath(answer), `${name}(${JSON.stringify(args)})`).toBeNull();
          // A component reads the answer as a store snapshot: asked again of the same state it
          // must be equal field by field, or every read is a change and React renders for ever.
          if (name in TRACE_VIEWS)
            expect(shallow(askView(t, name, args), answer), `${name} again`).toBe(true);
        }
      expect([...answered].sort()).toEqual(
        [...Object.keys(TRACE_VIEWS), ...Object.keys(TRACE_QUERIES)]
          .filter((n) => !(unanswered as readonly string[]).includes(n))
          .sort(),
      );
    });

  it('tells a class, a map or a function from plain data', () => {
    expect(plainPath({ a: [1, 'x', { b: null }] })).toBeNull();
    expect(plainPath({ a: new Map() })).toBe('$.a');
    expect(plainPath([{ f: () => 0 }])).toBe('$.0.f');
    expect(plainPath(PVec.empty())).toBe('$');
  });
});
