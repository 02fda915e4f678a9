// The outline beside the conversation: tasks and turns of the session on screen. A click reveals
// the entry's row (a filter that hides it is turned off) and scrolls the conversation there; the
// entry being read (the list's top row, or the entry picked when its row cannot reach the top)
// is marked and kept in view.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useViewStore } from '../../docs/doc-context';
import { currentEntry, type OutlineEntry } from '../../store/outline/outline';
import { followPick, markedEntry, type OutlinePick } from '../../store/outline/outline-pick';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useOutline, useTraceView } from '../trace-context';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { OutlineRow } from './outline-row';
import { useT } from '../i18n/language-store';

/** Beside the conversation on wide windows; a drawer over it on narrow ones, when opened. */
const PLACE =
  'w-64 shrink-0 flex-col border-r border-line lg:static lg:flex lg:w-64 lg:max-w-none lg:shadow-none';
const CAPTION = 'text-[10px] font-semibold tracking-wide text-fg-faint uppercase';
const DRAWER = 'fixed inset-y-0 left-0 z-30 flex w-72 max-w-[85vw] bg-surface shadow-xl';

export function OutlinePanel() {
  const root = useViewStore((s) => s.focus);
  // Followed at low priority: a fling moves the anchor every frame, the outline catches up after.
  const anchor = useDeferredValue(useViewStore((s) => s.scroll?.anchor ?? null));
  const entries = useOutline(root);
  const anchorItem = useTraceView('rootItemOf', anchor, root);
  // Rows above the first entry (the session's start) are read as part of it.
  const topEntry = entries.length ? Math.max(0, currentEntry(entries, anchorItem)) : -1;
  const [picked, setPicked] = useState<OutlinePick | null>(null);
  const [seenTop, setSeenTop] = useState(anchorItem);
  if (seenTop !== anchorItem) {
    setSeenTop(anchorItem);
    setPicked(followPick(picked, anchorItem, topEntry));
  }
  const current = markedEntry(picked, root, topEntry);

  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  // The height a row draws (one text-xs line, py-1): a measured row then matches its estimate,
  // and the virtualizer re-lays nothing — a mismatch re-laid every entry (75k on a million
  // records) for each row measured while the outline followed a fling.
  const estimateSize = useCallback(() => 24, []);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement,
    estimateSize,
    overscan: 10,
  });
  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, virtualizer]);
  const reveal = useRevealItem();
  const drawer = useIsOpen('outline');
  const toggle = useLayoutStore((s) => s.toggle);
  const closeDrawer = useCallback(() => toggle('outline', false), [toggle]);
  const t = useT().outline;
  const pick = useCallback(
    (entry: OutlineEntry) => {
      setPicked({ root, index: entries.indexOf(entry), landing: undefined });
      reveal(entry.item, 'start');
      closeDrawer();
    },
    [reveal, closeDrawer, root, entries],
  );

  return (
    <nav
      aria-label={t.outline}
      data-testid="outline"
      tabIndex={-1}
      data-entries={entries.length}
      data-drawer={drawer}
      className={`${PLACE} ${drawer ? DRAWER : 'hidden'}`}
    >
      <div className={`flex items-center border-b border-line px-3 py-1.5 ${CAPTION}`}>
        <span className="flex-1">{t.outline}</span>
        {drawer && (
          <button
            type="button"
            data-testid="outline-close"
            aria-label={t.close}
            onClick={closeDrawer}
            className="px-1 text-sm text-fg-muted hover:text-fg-strong lg:hidden"
          >
            ×
          </button>
        )}
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-1 py-1">
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const entry = entries[v.index];
            if (!entry) return null;
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <OutlineRow
                  entries={entries}
                  index={v.index}
                  current={v.index === current}
                  onPick={pick}
                />
              </div>
            );
          })}
        </div>
      </div>
    </nav>
  );
}
