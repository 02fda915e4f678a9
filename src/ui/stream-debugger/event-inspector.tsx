// The stream debugger's panel below the conversation: every event in arrival order, filters,
// the selected event's JSON or a row's fragments, and the time-travel scrubber.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { EventFilterer } from '../../stream-debugger/event-filter';
import { shownItemOf } from '../../stream-debugger/shown-items';
import { useRevealItem } from '../sessions/use-reveal-item';
import { StreamVsTraceView } from './stream-vs-trace-view';
import { EventDetail } from './event-detail';
import { EventFilters } from './event-filters';
import { EventList } from './event-list';
import { FragmentsView } from './fragments-view';
import { useInspectorHeightStore } from './inspector-height';
import { InspectorSplit } from './inspector-split';
import { TimeTravelBar } from './time-travel-bar';
import { useLogVersion, useStreamDebugger } from './stream-debugger-context';
import { useStreamDebuggerStore } from './stream-debugger-store';
import { useLanguage, useT } from '../i18n/language-store';
import { formatInteger } from '../../i18n/count-of';

/** The key that opens and closes this panel (use-stream-debugger-keys.ts): a key, not a word. */
const INSPECTOR_KEY = 'i';
/** A pause in typing after which a search text reads back the kept values not held. */
const FIND_KEPT_AFTER_MS = 300;

export function EventInspector() {
  const t = useT().streamDebugger;
  const language = useLanguage();
  const debug = useStreamDebugger();
  const { log } = debug;
  const version = useLogVersion(log);
  const filter = useStreamDebuggerStore((s) => s.filter);
  const selected = useStreamDebuggerStore((s) => s.selected);
  const fragmentsOf = useStreamDebuggerStore((s) => s.fragmentsOf);
  const comparing = useStreamDebuggerStore((s) => s.compareOpen);
  const toggleCompare = useStreamDebuggerStore((s) => s.toggleCompare);
  const select = useStreamDebuggerStore((s) => s.select);
  const reveal = useRevealItem();
  const height = useInspectorHeightStore((s) => s.px);
  const panel = useRef<HTMLElement>(null);
  const [filterer] = useState(() => new EventFilterer());
  // Typing stays responsive on a long log: the list follows the search box when React has time.
  const shown = useDeferredValue(filter);
  // The version is what changes when the log grows; the log object stays the same.
  const [textsVersion, setTextsVersion] = useState(log.textsVersion);
  const indices = useMemo(
    () => filterer.run(log, shown),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterer, log, shown, version, textsVersion],
  );
  // While the panel is open, each event's search text is made in short slices between frames, so
  // the first keystroke finds it ready instead of making 100,000 of them at once; then the values
  // left in their file are read into them.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const warm = () => {
      if (!log.warmSearch(8)) timer = setTimeout(warm, 16);
      else
        // The latest version, whichever read changed it: an earlier read may finish after.
        void log.readKeptTexts().then(() => {
          if (live) setTextsVersion(log.textsVersion);
        });
    };
    timer = setTimeout(warm, 16);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [log, version]);
  // Past the log's budget of held texts, a search text reads the rest back once typing pauses.
  useEffect(() => {
    const needle = shown.text.toLowerCase();
    if (!log.keptUnread || needle === '') return;
    let stale = false;
    const timer = setTimeout(() => {
      void log
        .findKept(needle, () => stale)
        .then((found) => {
          if (found && !stale) setTextsVersion(log.textsVersion);
        });
    }, FIND_KEPT_AFTER_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [log, shown.text, textsVersion]);
  const onSelect = (index: number) => {
    const item = shownItemOf(debug, index);
    select(index, item === undefined || item === null ? [] : [item]);
    if (item !== undefined && item !== null) reveal(item);
  };
  return (
    // The conversation keeps its minimum height (active-doc.tsx): the panel gives way first.
    <section
      ref={panel}
      data-testid="event-inspector"
      tabIndex={-1}
      aria-label={t.inspector}
      style={height === null ? undefined : { height }}
      className={`flex min-h-24 flex-col bg-surface ${height === null ? 'h-[45%]' : ''}`}
    >
      <InspectorSplit panel={() => panel.current} />
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-2 py-1.5">
        <h2 className="text-xs font-semibold">
          {t.heading}{' '}
          <span data-testid="event-count" data-count={log.count} className="font-normal">
            {indices.length === log.count
              ? formatInteger(language, log.count)
              : t.shownOf(indices.length, log.count)}
          </span>
          {log.commentCount > 0 && (
            // Comments are no events: not listed, but the first ones are kept for a saved capture.
            <span
              data-testid="event-comments"
              data-count={log.commentCount}
              data-kept={log.comments.length}
              className="font-normal text-fg-faint"
            >
              {' '}
              · {t.sseComments(log.commentCount)}
              {log.commentCount > log.comments.length && t.firstKept(log.comments.length)}
            </span>
          )}
        </h2>
        <EventFilters log={log} />
        <TimeTravelBar debug={debug} />
        <button
          type="button"
          data-testid="compare-toggle"
          aria-pressed={comparing}
          onClick={() => toggleCompare()}
          title={t.compare.toggleTitle}
          className="h-7 rounded px-2 text-xs text-fg-label ring-1 ring-line hover:bg-raised-soft"
        >
          {t.compare.name}
        </button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
        <div className="flex min-h-0 min-w-0 flex-[3] flex-col">
          <EventList debug={debug} indices={indices} selected={selected} onSelect={onSelect} />
        </div>
        <div className="min-h-0 min-w-0 flex-[2] overflow-y-auto border-t border-line sm:border-t-0 sm:border-l">
          {comparing ? (
            <StreamVsTraceView />
          ) : fragmentsOf !== null ? (
            <FragmentsView debug={debug} item={fragmentsOf} />
          ) : selected !== null ? (
            <EventDetail debug={debug} index={selected} />
          ) : (
            <p className="p-3 text-xs text-fg-faint">
              {t.selectHint} <kbd>{INSPECTOR_KEY}</kbd> {t.keyInspector} <kbd>,</kbd> <kbd>.</kbd>{' '}
              {t.keyStep}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
