// This document's stream beside the Trace files of the same session, opened as another
// document: what is on one side only, what differs, what came in another order. What the real
// producer is known to do (PROTOCOL.md §12) is shown as expected.
import { useMemo, useState } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import { useNavigation } from '../list/navigation-store';
import { compareStreamToTrace, type Difference, type Side } from '../../workbench/compare';
import type { EventLog } from '../../workbench/event-log';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useLogVersion, useWorkbench } from './workbench-context';
import { useWorkbenchView } from './workbench-store';

const KIND_LABEL: Record<Difference['kind'], string> = {
  'stream-only': 'only in this stream',
  'trace-only': 'only in the Trace',
  'different-content': 'different content',
  'different-order': 'different order',
};

const LINK = 'text-accent underline-offset-2 hover:underline';

function sidesOf(log: EventLog): Side[] {
  const out: Side[] = [];
  for (let i = 0; i < log.count; i++) {
    const input = log.input(i);
    if (input?.kind === 'record') out.push({ index: i, envelope: input.envelope });
  }
  return out;
}

function label(side: Side | undefined): string {
  if (!side) return '';
  const env = side.envelope;
  return env.type === 'session_meta' ? 'session_meta' : String(env.payload.type);
}

export function CompareView() {
  const { log } = useWorkbench();
  const version = useLogVersion(log);
  const self = useDocsStore((s) => selectActiveDoc(s)?.id);
  const docs = useDocsStore((s) => s.docs);
  const others = docs.filter((d) => d.id !== self);
  const [chosen, setChosen] = useState<string | null>(null);
  const other: DocRuntime | undefined = others.find((d) => d.id === chosen) ?? others[0];
  const otherLog = other?.bench.log;
  const reveal = useRevealItem();
  const result = useMemo(
    () => (otherLog ? compareStreamToTrace(sidesOf(log), sidesOf(otherLog)) : undefined),
    // The logs grow in place; their versions say when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [log, otherLog, version, otherLog?.version],
  );
  const showStream = (side: Side) => {
    const item = log.item(side.index);
    useWorkbenchView
      .getState()
      .select(side.index, item === undefined || item === null ? [] : [item]);
    if (item !== undefined && item !== null) reveal(item);
  };
  const showTrace = (side: Side) => {
    const item = otherLog?.item(side.index);
    if (!other) return;
    useDocsStore.getState().setActive(other.id);
    if (item !== undefined && item !== null) useNavigation.getState().scrollToItem(item);
  };
  const unexpected = result?.differences.filter((d) => !d.expected).length ?? 0;
  return (
    <div
      data-testid="compare-view"
      data-clean={result ? result.clean : undefined}
      data-matched={result?.matched}
      data-unexpected={result ? unexpected : undefined}
      className="space-y-2 p-2 text-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Compare this stream with</span>
        {others.length === 0 ? (
          <span className="text-zinc-500">
            another open document: open the session’s Trace files too.
          </span>
        ) : (
          <select
            aria-label="Trace to compare with"
            data-testid="compare-with"
            value={other?.id ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            className="h-7 max-w-64 rounded border border-line-soft bg-surface-raised px-1.5"
          >
            {others.map((d) => (
              <option key={d.id} value={d.id}>
                {d.state.getState().title} ({d.source.label})
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          onClick={() => useWorkbenchView.getState().toggleCompare(false)}
          className="ml-auto text-zinc-500 hover:text-fg-strong"
        >
          Close
        </button>
      </div>
      {result && self && (
        <>
          <p data-testid="compare-summary">
            {result.matched} records alike in the same order;{' '}
            {unexpected === 0
              ? 'no unexpected difference'
              : `${unexpected} unexpected difference${unexpected > 1 ? 's' : ''}`}
            {result.differences.length > unexpected
              ? `, ${result.differences.length - unexpected} known producer behaviour${
                  result.differences.length - unexpected > 1 ? 's' : ''
                } (§12)`
              : ''}
            .
          </p>
          <ol className="divide-y divide-line-faint">
            {result.differences.map((d, i) => (
              <li
                key={i}
                data-testid="compare-difference"
                data-kind={d.kind}
                data-expected={d.expected !== undefined}
                className="space-y-0.5 py-1.5"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded px-1.5 py-0.5 ${
                      d.expected
                        ? 'bg-raised-soft text-fg-label'
                        : 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200'
                    }`}
                  >
                    {d.expected ? 'expected' : KIND_LABEL[d.kind]}
                  </span>
                  <span className="font-mono">{label(d.stream ?? d.trace)}</span>
                  {d.session && <span className="truncate text-zinc-500">in {d.session}</span>}
                  {d.stream && (
                    <button
                      type="button"
                      onClick={() => showStream(d.stream as Side)}
                      className={LINK}
                    >
                      stream event {d.stream.index}
                    </button>
                  )}
                  {d.trace && (
                    <button
                      type="button"
                      onClick={() => showTrace(d.trace as Side)}
                      className={LINK}
                    >
                      Trace record
                    </button>
                  )}
                </div>
                {d.expected && <p className="text-zinc-500">{d.expected}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
