// The conversation as one virtualized list of rows: only the rows near the viewport are in the
// DOM, so a million-record trace scrolls like a short one. Rows are virtualized in two levels
// (blocks of rows, then the rows of the blocks on screen) so no frame costs work per row.
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useViewApi } from '../../docs/doc-context';
import { useNavigationStore } from './navigation-store';
import { useAskTrace } from '../trace-context';
import { EmptyConversation } from './empty-conversation';
import { useT } from '../i18n/language-store';
import { isJump } from './scroll-compensation';
import { ApprovalStatus, WritingStatus } from './writing-status';
import { leaveFeed } from './leave-feed';
import { NewRowsButton } from './new-rows-button';
import { estimateRowSize } from './row-estimate';
import { useFling } from './use-fling';
import { useFollow } from './use-follow';
import { useRows } from './use-rows';
import { rowHolds } from '../../store/filters/filter-rows';
import { useShortcuts } from '../keyboard/use-shortcuts';
import { selectRowOf } from '../url/select-row';
import { useBlockLayout } from './use-block-layout';
import {
  placeRow,
  RowBlock,
  type BlockVirtualizer,
  type PendingScroll,
  type RowAlign,
} from './row-block';

/** The block that holds `offset`, by binary search over the blocks' places. */
function blockAt(blocks: readonly VirtualItem[], offset: number): VirtualItem | undefined {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((blocks[mid] as VirtualItem).end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return blocks[lo];
}

export function ConversationList({ live = false }: { live?: boolean }) {
  const rows = useRows();
  const ask = useAskTrace();
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Where the reader left this document's list, read once: a tab switched back lands there.
  const view = useViewApi();
  const [saved] = useState(() => view.getState().scroll);
  const follow = useFollow(scrollRef, rows.length, live, saved?.following ?? true);
  const restoreTo = saved && !(live && saved.following) ? saved.anchor : null;

  const layout = useBlockLayout(view);
  // Cheap when the rows are the same list; a live append re-sums the last block only.
  layout.setRows(rows, estimateRowSize);
  const measured = useSyncExternalStore(layout.subscribe, layout.getVersion);
  // A new key function is what makes the virtualizer re-lay its blocks: only when a block's
  // height may have changed (other rows, or a row measured).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getItemKey = useCallback((b: number) => b, [rows, measured]);
  const estimateSize = useCallback((b: number) => layout.blockSize(b), [layout]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const blocks = useVirtualizer({
    count: layout.blockCount,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 0,
  });
  const mounted = useRef(new Map<number, BlockVirtualizer>()).current;
  const pending = useRef<PendingScroll | null>(null);
  const [, setAsked] = useState(0);

  // A row on screen is placed by its block's virtualizer; another is first scrolled to where the
  // block sums put it, and its block places it exactly once on screen.
  const scrollToRow = useCallback(
    (i: number, align: RowAlign, offset = 0) => {
      const b = layout.blockOf(i);
      const inner = mounted.get(b);
      if (inner) return placeRow(inner, i - layout.blockRows(b).first, align, offset);
      const el = scrollRef.current;
      const blockStart = blocks.measurementsCache[b]?.start;
      if (!el || blockStart === undefined) return;
      const top = blockStart + layout.offsetInBlock(i);
      const size = layout.sizeOf(i);
      const below = align === 'end' || (align === 'auto' && top > el.scrollTop);
      pending.current = { index: i, align, offset };
      el.scrollTop =
        align === 'center'
          ? top - (el.clientHeight - size) / 2
          : below
            ? top + size - el.clientHeight
            : top + offset;
      setAsked((n) => n + 1);
    },
    [blocks, layout, mounted],
  );

  useLayoutEffect(() => {
    const i = restoreTo === null ? -1 : rows.findIndex((r) => r.key === restoreTo);
    const offset = saved?.offset ?? 0;
    if (i > 0 || (i === 0 && offset > 0)) scrollToRow(i, 'start', offset);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const totalSize = blocks.getTotalSize();
  // Following is done here rather than with the library's anchorTo/followOnAppend: those let
  // go of the end while a streaming row grows faster than it is measured.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (follow.following && el) el.scrollTop = el.scrollHeight;
  }, [follow.following, totalSize, rows.length]);

  const lastTop = useRef(0);
  const jumped = useRef(false);
  const fling = useFling();
  const saveReadingPosition = () => {
    const el = scrollRef.current;
    if (!el) return;
    // From every block's place, not the blocks drawn: after a jump those are still the old ones.
    // The row at the middle of the top line of pixels is the one the reader sees there: a row
    // ending a fraction of a pixel below the edge is not (in a fling, offsets are not kept).
    const at = el.scrollTop + 0.5;
    const top = blockAt(blocks.measurementsCache, at);
    const modelled = top ? layout.rowAt(top.index, at - top.start) : -1;
    // Mid-fling the rows drawn can lag the model by a frame: the reader saw the drawn one.
    const drawn = fling.flinging ? drawnTopRow(el) : -1;
    const i = drawn >= 0 ? drawn : modelled;
    // Pixels into an estimated row (a fling's placeholder) mean nothing once it is drawn.
    const offset =
      top && i === modelled && i >= 0 && layout.isMeasured(i)
        ? el.scrollTop - top.start - layout.offsetInBlock(i)
        : 0;
    view.getState().setScroll({
      anchor: rows.at(i)?.key ?? null,
      offset: Math.max(0, Math.round(offset)),
      following: follow.following,
    });
  };
  const onScroll = () => {
    const el = scrollRef.current;
    let flinging = false;
    if (el) {
      jumped.current = isJump(lastTop.current, el.scrollTop, el.clientHeight);
      lastTop.current = el.scrollTop;
      flinging = fling.onScroll(jumped.current);
    }
    follow.onScroll();
    // Nothing is read mid-fling: the outline and the saved position follow once the list settles.
    if (!flinging) saveReadingPosition();
  };
  const wasFlinging = useRef(false);
  useEffect(() => {
    if (wasFlinging.current && !fling.flinging) saveReadingPosition();
    wasFlinging.current = fling.flinging;
    // Only when a fling ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fling.flinging]);
  // Leaving the list takes the reading position then: before a fling settles, or before the
  // browser dispatched the last scroll event (a file picked in the same frame as a scroll), the
  // saved one is older and the document would come back where the reader was before.
  const save = useRef(saveReadingPosition);
  useLayoutEffect(() => {
    save.current = saveReadingPosition;
  });
  useLayoutEffect(() => () => save.current(), []);

  // Panels (the approvals audit) ask for an item; the list scrolls to its row.
  const target = useNavigationStore((s) => s.target);
  const { resume, stop } = follow;
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    shownRows.current = rows;
  });
  useEffect(() => {
    if (!target) return;
    let asked = true;
    void ask('item', target.itemId).then((item) => {
      // An item the filters hide is found in its "N hidden" row, in the rows shown by then.
      const i = item && asked ? shownRows.current.findIndex((r) => rowHolds(r, item)) : -1;
      if (i < 0) return;
      stop();
      scrollToRow(i, target.place);
    });
    return () => {
      asked = false;
    };
    // Only a new request (nonce) scrolls; rows changing later must not pull the reader back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  useShortcuts({
    rows,
    scrollRef,
    scrollToIndex: (i, align = 'auto') => {
      stop();
      scrollToRow(i, align);
    },
  });
  const jumpToEnd = useCallback(() => {
    resume();
    if (rows.length > 0) scrollToRow(rows.length - 1, 'end');
  }, [resume, rows.length, scrollToRow]);

  return (
    <div className="relative h-full min-h-0">
      <div
        ref={scrollRef}
        data-testid="conversation"
        role="feed"
        aria-label={t.list.conversation}
        data-following={follow.following}
        data-rows={rows.length}
        onScroll={onScroll}
        onWheel={(e) => follow.onWheel(e.deltaY)}
        onFocus={(e) => selectRowOf(e.target, rows, view)}
        onKeyDown={leaveFeed}
        className="h-full overflow-x-hidden overflow-y-auto overscroll-contain"
      >
        <div className="relative mx-auto w-full max-w-5xl" style={{ height: totalSize }}>
          {blocks.getVirtualItems().map((v) => (
            <RowBlock
              key={v.index}
              block={v.index}
              start={v.start}
              rows={rows}
              layout={layout}
              getScrollElement={getScrollElement}
              jumped={jumped}
              mounted={mounted}
              pending={pending}
              flinging={fling.flinging}
            />
          ))}
        </div>
      </div>
      {rows.length === 0 && (
        <div className="absolute inset-0">
          <EmptyConversation />
        </div>
      )}
      <NewRowsButton count={follow.newRows} onClick={jumpToEnd} />
      <WritingStatus />
      <ApprovalStatus />
    </div>
  );
}

/** The row drawn under the middle of the list's top line of pixels, or -1 (an overlay there). */
function drawnTopRow(el: HTMLElement): number {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 0.5);
  const row = hit?.closest<HTMLElement>('[data-index]');
  return row && el.contains(row) ? Number(row.dataset['index']) : -1;
}
