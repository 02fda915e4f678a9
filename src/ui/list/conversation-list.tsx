// The conversation as one virtualized list of rows: only the rows near the viewport are in the
// DOM, so a 100,000-record trace scrolls like a short one.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useViewApi } from '../../docs/doc-context';
import { useNavigation } from './navigation-store';
import { useTrace } from '../trace-context';
import { isJump, shouldCompensate } from './scroll-compensation';
import { NewRowsButton } from './new-rows-button';
import { RowFrame } from './row-frame';
import { estimateRowSize } from './row-estimate';
import { useFollow } from './use-follow';
import { useRows } from './use-rows';
import { rowHolds } from '../../store/filters/filter-rows';
import { useShortcuts } from '../keyboard/use-shortcuts';
import { selectRowOf } from '../url/select-row';

/** The cursor row's ring, drawn inside it so neighbours do not cover it. */
const ROW_FOCUS = 'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset';

export function ConversationList({ live = false }: { live?: boolean }) {
  const trace = useTrace((s) => s.trace);
  const rows = useRows(trace);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Where the reader left this document's list, read once: a tab switched back lands there.
  const view = useViewApi();
  const [saved] = useState(() => view.getState().scroll);
  const follow = useFollow(scrollRef, rows.length, live, saved?.following ?? true);
  const restoreTo = saved && !(live && saved.following) ? saved.anchor : null;

  // Stable callbacks: a new getItemKey makes the virtualizer re-measure every row, which for
  // 100,000 rows costs a frame on each scroll.
  const getItemKey = useCallback((i: number) => rows.at(i)?.key ?? i, [rows]);
  // Estimated only when the virtualizer asks (rows it has not measured, from the first changed
  // index on), never for every row per frame; a new estimateSize alone makes it re-measure nothing.
  const estimateSize = useCallback(
    (i: number) => estimateRowSize(rows.at(i), trace),
    [rows, trace],
  );
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 8,
  });
  useLayoutEffect(() => {
    const i = restoreTo === null ? -1 : rows.findIndex((r) => r.key === restoreTo);
    if (i > 0) virtualizer.scrollToIndex(i, { align: 'start' });
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const totalSize = virtualizer.getTotalSize();
  // Following is done here rather than with the library's anchorTo/followOnAppend: those let
  // go of the end while a streaming row grows faster than it is measured.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (follow.following && el) el.scrollTop = el.scrollHeight;
  }, [follow.following, totalSize, rows.length]);

  const lastTop = useRef(0);
  const jumped = useRef(false);
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    shouldCompensate(item, instance, jumped.current);
  const onScroll = () => {
    const el = scrollRef.current;
    if (el) {
      jumped.current = isJump(lastTop.current, el.scrollTop, el.clientHeight);
      lastTop.current = el.scrollTop;
    }
    follow.onScroll();
    if (!el) return;
    const top = virtualizer.getVirtualItems().find((v) => v.end > el.scrollTop);
    const anchor = top ? (rows.at(top.index)?.key ?? null) : null;
    view.getState().setScroll({ anchor, following: follow.following });
  };

  // Panels (the approvals audit) ask for an item; the list scrolls to its row.
  const target = useNavigation((s) => s.target);
  const { resume, stop } = follow;
  useEffect(() => {
    if (!target) return;
    // An item the filters hide is found in its "N hidden" row.
    const item = trace.items.get(target.itemId);
    const i = item ? rows.findIndex((r) => rowHolds(r, item)) : -1;
    if (i < 0) return;
    stop();
    virtualizer.scrollToIndex(i, { align: 'center' });
    // Only a new request (nonce) scrolls; rows changing later must not pull the reader back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  useShortcuts({
    rows,
    scrollRef,
    scrollToIndex: (i) => {
      stop();
      virtualizer.scrollToIndex(i, { align: 'auto' });
    },
  });
  const jumpToEnd = useCallback(() => {
    resume();
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [resume, rows.length, virtualizer]);

  return (
    <div className="relative h-full min-h-0">
      <div
        ref={scrollRef}
        data-testid="conversation"
        role="feed"
        aria-label="Conversation"
        data-following={follow.following}
        data-rows={rows.length}
        onScroll={onScroll}
        onWheel={(e) => follow.onWheel(e.deltaY)}
        onFocus={(e) => selectRowOf(e.target, rows, view)}
        className="h-full overflow-x-hidden overflow-y-auto overscroll-contain"
      >
        <div className="relative mx-auto w-full max-w-5xl" style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows.at(v.index);
            if (!row) return null;
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                role="article"
                tabIndex={0}
                aria-posinset={v.index + 1}
                aria-setsize={rows.length}
                className={`absolute top-0 left-0 w-full outline-none ${ROW_FOCUS}`}
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <RowFrame row={row} />
              </div>
            );
          })}
        </div>
      </div>
      <NewRowsButton count={follow.newRows} onClick={jumpToEnd} />
    </div>
  );
}
