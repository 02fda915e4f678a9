// On every conversation row: its events in the inspector, how it streamed, and the outline
// that marks it when an event or a time-travel step points at it.
import { useEffect, useRef } from 'react';
import type { ItemId } from '../../store/model';
import { eventsOfShown } from '../../stream-debugger/shown-items';
import { useTraceView } from '../trace-context';
import { CopyLinkButton, SelectedOutline } from '../url/row-link';
import { useOptionalStreamDebugger } from './stream-debugger-context';
import { useStreamDebuggerApi, useStreamDebuggerStore } from './stream-debugger-store';
import { useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';
import { placeRowTools } from './row-tools-place';

const TOOL =
  'rounded px-1.5 py-0.5 text-[10.5px] text-fg-faint hover:bg-raised-soft hover:text-fg-strong';

const TOOLBAR =
  'pointer-events-none absolute right-0 bottom-0 z-10 flex gap-0.5 rounded bg-white/90 opacity-0 shadow-sm ' +
  'group-hover/row:pointer-events-auto group-hover/row:opacity-100 focus-within:pointer-events-auto ' +
  'focus-within:opacity-100 dark:bg-zinc-900/90';

export function RowTools({ id }: { id: ItemId }) {
  const t = useT().streamDebugger.rowTools;
  const debug = useOptionalStreamDebugger();
  const kind = useTraceView('item', id)?.kind;
  const debuggerApi = useStreamDebuggerApi();
  const highlighted = useStreamDebuggerStore((s) => s.highlight.has(id));
  const toolbar = useRef<HTMLDivElement>(null);
  const shown = debug !== null;
  useEffect(() => {
    const tools = toolbar.current;
    const row = tools?.parentElement;
    if (!tools || !row) return;
    // Native listeners: the spot is written before the hovered row paints its tools.
    const place = () => placeRowTools(row, tools);
    row.addEventListener('pointerenter', place);
    row.addEventListener('focusin', place);
    return () => {
      row.removeEventListener('pointerenter', place);
      row.removeEventListener('focusin', place);
    };
  }, [shown]);
  if (!debug) return null;
  const showEvents = () => {
    const events = eventsOfShown(debug, id);
    const view = debuggerApi.getState();
    view.setFilter({ only: events });
    view.select(events[0] ?? null, [id]);
    useLayoutStore.getState().toggle('inspector', true);
  };
  return (
    <>
      <SelectedOutline id={id} />
      {highlighted && (
        <div
          data-testid="row-highlight"
          data-for-item={id}
          aria-hidden
          className="pointer-events-none absolute inset-0 rounded-md ring-2 ring-amber-400 dark:ring-amber-500"
        />
      )}
      {/* Bottom right unless that hides a control or time of the row; hidden tools take no clicks. */}
      <div ref={toolbar} data-testid="row-tools" data-for-item={id} className={TOOLBAR}>
        <CopyLinkButton id={id} />
        <button
          type="button"
          data-testid="show-events"
          data-for-item={id}
          onClick={showEvents}
          className={TOOL}
        >
          {t.events}
        </button>
        {(kind === 'message' || kind === 'tool') && (
          <button
            type="button"
            data-testid="show-fragments"
            data-for-item={id}
            onClick={() => debuggerApi.getState().showFragments(id)}
            className={TOOL}
          >
            {t.fragments}
          </button>
        )}
      </div>
    </>
  );
}
