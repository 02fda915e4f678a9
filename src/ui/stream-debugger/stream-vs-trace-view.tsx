// This document's stream beside the Trace files of the same session, opened as another
// document: what is on one side only, what differs, what came in another order. What the real
// producer is known to do (PROTOCOL.md §12) is shown as expected.
import { useMemo } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import {
  compareStreamToTrace,
  type Difference,
  type Side,
} from '../../stream-debugger/stream-vs-trace';
import {
  choiceLabel,
  counterpart,
  differentSessions,
  docKindOf,
  type DocChoice,
} from '../../stream-debugger/stream-vs-trace-docs';
import type { EventLog } from '../../stream-debugger/event-log';
import { shownItemOf } from '../../stream-debugger/shown-items';
import { askerOf } from '../../docs/trace-views';
import { revealItem, useRevealItem } from '../sessions/use-reveal-item';
import { keptOutputs, withKeptOutputs } from '../../stream-debugger/kept-sides';
import { useKeptTexts } from '../common/use-kept-value';
import { ContentDiffView } from './content-diff-view';
import { LINK } from './row-link';
import { useLogVersion, useStreamDebugger } from './stream-debugger-context';
import {
  useStreamDebuggerApi,
  useStreamDebuggerStore,
  streamDebuggerStore,
} from './stream-debugger-store';
import { useT } from '../i18n/language-store';
import { useDocsTraceView } from '../trace-context';
import { useDocNotes } from '../shell/use-doc-notes';
import type { Catalog } from '../../i18n/catalogs';

/** Differences listed: two unrelated runs differ everywhere, and a list of all is no help. */
const SHOWN = 300;

/** A document as the picker offers it, from its trace's title and main session. */
const choiceOf = (
  doc: DocRuntime,
  title: string | undefined,
  sessionId: string | undefined,
  note: string | undefined,
): DocChoice => ({
  id: doc.id,
  title: title ?? doc.state.getState().title,
  note,
  sessionId,
  kind: docKindOf(doc.streamDebugger.log),
});

function sidesOf(log: EventLog): Side[] {
  const out: Side[] = [];
  for (let i = 0; i < log.count; i++) {
    const input = log.input(i);
    if (input?.kind === 'record') out.push({ index: i, envelope: input.envelope });
  }
  return out;
}

/** Why a one-sided record is what the producer does, in the catalog's words. */
function knownText(words: Catalog['streamDebugger']['compare'], d: Difference): string | undefined {
  const known = d.expected;
  if (!known) return undefined;
  return known.kind === 'user-echo'
    ? words.known['user-echo'](known.sender)
    : words.known[known.kind];
}

function label(side: Side | undefined): string {
  if (!side) return '';
  const env = side.envelope;
  return env.type === 'session_meta' ? 'session_meta' : String(env.payload.type);
}

export function StreamVsTraceView() {
  const t = useT().streamDebugger.compare;
  const debug = useStreamDebugger();
  const { log } = debug;
  const version = useLogVersion(log);
  const selfDoc = useDocsStore(selectActiveDoc);
  const self = selfDoc?.id;
  const docs = useDocsStore((s) => s.docs);
  const debuggerApi = useStreamDebuggerApi();
  const picked = useStreamDebuggerStore((s) => s.compareWith);
  const others = useMemo(() => docs.filter((d) => d.id !== self), [docs, self]);
  const stores = useMemo(
    () => [...(selfDoc ? [selfDoc] : []), ...others].map((d) => d.store),
    [selfDoc, others],
  );
  const titles = useDocsTraceView(stores, 'title');
  const sessionIds = useDocsTraceView(stores, 'mainSessionId');
  const at = selfDoc ? 1 : 0;
  // Titles, sessions and kinds grow with the logs: read again when either grows.
  const notes = useDocNotes(docs);
  const choices = others.map((d, i) =>
    choiceOf(d, titles[i + at], sessionIds[i + at], notes.get(d.id)?.shown),
  );
  const selfChoice = selfDoc
    ? choiceOf(selfDoc, titles[0], sessionIds[0], notes.get(selfDoc.id)?.shown)
    : undefined;
  const otherChoice = selfChoice ? counterpart(selfChoice, choices, picked) : undefined;
  const other = others.find((d) => d.id === otherChoice?.id);
  const otherLog = other?.streamDebugger.log;
  const reveal = useRevealItem();
  const sides = useMemo(
    () => (otherLog ? { stream: sidesOf(log), trace: sidesOf(otherLog) } : undefined),
    // The logs grow in place; their versions say when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [log, otherLog, version, otherLog?.version],
  );
  const kept = useMemo(
    () => (sides ? [...keptOutputs(sides.stream), ...keptOutputs(sides.trace)] : []),
    [sides],
  );
  const { texts, pending } = useKeptTexts(kept);
  // Compared once the outputs left in their files are read: until then they would all differ.
  const result = useMemo(
    () =>
      sides && !pending
        ? compareStreamToTrace(
            withKeptOutputs(sides.stream, texts),
            withKeptOutputs(sides.trace, texts),
          )
        : undefined,
    [sides, texts, pending],
  );
  // The log knows rows by the document's ids; while travelling the moment on screen numbers them
  // its own way (shown-items.ts), on either side.
  const showStream = (side: Side) => {
    const item = shownItemOf(debug, side.index);
    debuggerApi.getState().select(side.index, item === undefined || item === null ? [] : [item]);
    if (item !== undefined && item !== null) reveal(item);
  };
  // The other document comes up with the record selected and its row outlined; this one's
  // inspector, compare and selection stay this one's and come back with it.
  const showTrace = (side: Side) => {
    if (!other) return;
    const item = shownItemOf(other.streamDebugger, side.index);
    const rows = item === undefined || item === null ? [] : [item];
    streamDebuggerStore
      .of(other)
      .setState({ selected: side.index, highlight: new Set(rows), fragmentsOf: null });
    useDocsStore.getState().setActive(other.id);
    if (rows[0] !== undefined) void revealItem(askerOf(other.store), other.view, rows[0]);
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
        <span className="font-medium">{t.beside}</span>
        {others.length === 0 ? (
          <span className="text-fg-faint">{t.noOther}</span>
        ) : (
          <select
            aria-label={t.pick}
            data-testid="compare-with"
            value={other?.id ?? ''}
            // A select shows its choice cut to its width: the whole of it is on hover.
            title={
              otherChoice
                ? choiceLabel({ ...otherChoice, note: notes.get(otherChoice.id)?.whole }, t.docKind)
                : undefined
            }
            onChange={(e) => debuggerApi.getState().setCompareWith(e.target.value)}
            className="h-7 max-w-72 rounded border border-line-soft bg-surface-raised px-1.5"
          >
            {choices.map((d) => (
              <option key={d.id} value={d.id}>
                {choiceLabel(d, t.docKind)}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          onClick={() => debuggerApi.getState().toggleCompare(false)}
          className="ml-auto text-fg-faint hover:text-fg-strong"
        >
          {t.close}
        </button>
      </div>
      {selfChoice && otherChoice && differentSessions(selfChoice, otherChoice) && (
        <p
          data-testid="compare-sessions-differ"
          role="alert"
          className="rounded bg-warn-wash px-2 py-1 text-warn-strong"
        >
          {t.sessionsDiffer(selfChoice.sessionId ?? '', otherChoice.sessionId ?? '')}
        </p>
      )}
      {result && self && (
        <>
          <p data-testid="compare-summary">
            {t.summary(result.matched, unexpected, result.differences.length - unexpected)}
          </p>
          <ol className="divide-y divide-line-faint">
            {result.differences.slice(0, SHOWN).map((d, i) => (
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
                    {d.expected ? t.expected : t.kind[d.kind]}
                  </span>
                  <span className="font-mono">{label(d.stream ?? d.trace)}</span>
                  {d.session && (
                    <span className="truncate text-fg-faint">{t.inSession(d.session)}</span>
                  )}
                  {d.stream && (
                    <button
                      type="button"
                      onClick={() => showStream(d.stream as Side)}
                      className={LINK}
                    >
                      {t.streamEvent(d.stream.index)}
                    </button>
                  )}
                  {d.trace && (
                    <button
                      type="button"
                      onClick={() => showTrace(d.trace as Side)}
                      className={LINK}
                    >
                      {t.traceRecord}
                    </button>
                  )}
                </div>
                {d.expected && <p className="text-fg-faint">{knownText(t, d)}</p>}
                {d.kind === 'different-content' && d.stream && d.trace && (
                  <ContentDiffView stream={d.stream.envelope} trace={d.trace.envelope} />
                )}
              </li>
            ))}
          </ol>
          {result.differences.length > SHOWN && (
            <p className="text-fg-faint">{t.more(result.differences.length - SHOWN)}</p>
          )}
        </>
      )}
    </div>
  );
}
