// The scrubber over the event sequence: the whole document as it was after N events in the order
// they were written (time-travel.ts); the far right end is the latest state (live, if the source is).
import { useStore, type StoreApi } from 'zustand';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { useStreamDebuggerApi, type StreamDebuggerView } from './stream-debugger-store';
import { useT } from '../i18n/language-store';
import { useDocState } from '../../docs/doc-context';
import { hasLiveEdge } from '../../docs/source-status';

/**
 * Moves the document to `n` steps (events in the order written), selecting the last event applied
 * and lighting up what it changed.
 */
export function travelTo(
  { log, travel, shown }: StreamDebugger,
  view: StoreApi<StreamDebuggerView>,
  n: number,
): void {
  const at = Math.max(0, Math.min(n, log.count));
  const changed = at > 0 ? travel.changesAt(at - 1).items : [];
  shown.getState().travelTo(at >= log.count ? null : at);
  view.setState({
    highlight: new Set(changed),
    ...(at > 0 ? { selected: travel.eventAt(at - 1) } : {}),
  });
}

const BACK_TONE =
  'bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-950 dark:text-amber-200';

export function TimeTravelBar({ debug }: { debug: StreamDebugger }) {
  const t = useT().streamDebugger.travel;
  const { log } = debug;
  const view = useStreamDebuggerApi();
  const at = useStore(debug.shown, (s) => s.at);
  // Nothing is live in a file or a finished replay: the way back goes to its end.
  const live = useDocState((s) => hasLiveEdge(s.status));
  const shown = at ?? log.count;
  return (
    <div className="flex flex-1 flex-wrap items-center gap-2 text-xs" data-travelling={at !== null}>
      <label htmlFor="time-travel" className="shrink-0 text-fg-faint">
        {t.afterEvent}
      </label>
      <input
        id="time-travel"
        type="range"
        data-testid="time-travel"
        min={0}
        max={log.count}
        step={1}
        value={shown}
        onChange={(e) => travelTo(debug, view, Number(e.target.value))}
        className="min-w-24 flex-1 accent-indigo-600"
      />
      <span className="w-24 shrink-0 font-mono tabular-nums" data-testid="time-travel-position">
        {shown}/{log.count}
      </span>
      {at !== null ? (
        <button
          type="button"
          data-testid="time-travel-live"
          onClick={() => travelTo(debug, view, log.count)}
          className={`shrink-0 rounded ${BACK_TONE} px-2 py-0.5 font-medium`}
        >
          {live ? t.backToLive : t.backToEnd}
        </button>
      ) : null}
    </div>
  );
}
