// Every argument list each named view and query of docs/trace-views.ts is asked with on a trace:
// what the facade's tests ask, in the page and across to the trace worker.
import { BUILT_IN_PRICES } from '../../src/cost/prices';
import { askView, type TraceQuestion, type TraceViewArgs } from '../../src/docs/trace-views';
import { NO_FILTERS, toggleFilter } from '../../src/store/filters/filter-state';
import type { TraceState } from '../../src/store/model';
import { createOutlineBuilder } from '../../src/store/outline/outline';
import { createRowBuilder } from '../../src/store/rows';

const buildRows = createRowBuilder();

/** Every argument list a view is asked with on `t`: every item, request, session and entry. */
export function askings(t: TraceState): { [N in TraceQuestion]: TraceViewArgs<N>[] } {
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
    violationTally: [[]],
    violationsWindow: [
      [0, 500],
      [1, 3],
      [0, 0],
    ],
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
    outlineTaskSpend: sessions.flatMap((key, s) =>
      (entries[s] ?? []).map((e): TraceViewArgs<'outlineTaskSpend'> => [
        BUILT_IN_PRICES,
        key,
        e.item,
      ]),
    ),
  };
}
