// One block of the conversation's rows on screen: its own virtualizer over its ≤ BLOCK rows,
// placed by the list at the block's offset, so measuring a row here re-lays this block only.
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import type { RowList } from '../../store/rows';
import type { BlockLayout } from './block-layout';
import { RowArticle } from './row-article';
import { RowFrame } from './row-frame';
import { RowPlaceholder } from './row-placeholder';
import { shouldCompensate } from './scroll-compensation';

/** The cursor row's ring, drawn inside it so neighbours do not cover it. */
const ROW_FOCUS = 'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset';
/** The row's index inside its block, which this block's virtualizer reads (data-index is global). */
const SLOT = 'data-slot';

export type BlockVirtualizer = Virtualizer<HTMLDivElement, Element>;
export type RowAlign = 'start' | 'center' | 'end' | 'auto';
/** A row the list was asked to show before its block was on screen. */
export interface PendingScroll {
  index: number;
  align: RowAlign;
  /** With 'start': pixels scrolled into the row. */
  offset: number;
}

/**
 * Scrolls row `index` of a block into view; with 'start' and an offset, that far into the row, kept
 * inside it (the row may have been measured since the offset was taken).
 */
export function placeRow(
  v: BlockVirtualizer,
  index: number,
  align: RowAlign,
  offset: number,
): void {
  const size = v.measurementsCache[index]?.size ?? 0;
  const at = align === 'start' && offset > 0 ? v.getOffsetForIndex(index, 'start') : undefined;
  if (at) v.scrollToOffset(at[0] + Math.min(offset, Math.max(0, size - 1)));
  else v.scrollToIndex(index, { align });
}

const viewportOf = (el: HTMLElement | null) => ({
  width: el?.clientWidth ?? 0,
  height: el?.clientHeight ?? 0,
});

interface Props {
  block: number;
  /** The block's offset from the top of the list. */
  start: number;
  rows: RowList;
  layout: BlockLayout;
  getScrollElement: () => HTMLDivElement | null;
  /** The last scroll was a jump: nothing above the landing point to keep still. */
  jumped: RefObject<boolean>;
  /** Blocks on screen, for the list to scroll to one of their rows precisely. */
  mounted: Map<number, BlockVirtualizer>;
  pending: RefObject<PendingScroll | null>;
  /** The list moves a screen or more per frame: rows are placeholders until it slows. */
  flinging: boolean;
}

export function RowBlock({
  block,
  start,
  rows,
  layout,
  getScrollElement,
  jumped,
  mounted,
  pending,
  flinging,
}: Props) {
  const { first, count } = layout.blockRows(block);
  const getItemKey = useCallback((i: number) => rows.at(first + i)?.key ?? i, [rows, first]);
  const estimateSize = useCallback((i: number) => layout.sizeOf(first + i), [layout, first]);
  const measure = useCallback(
    (el: Element, entry: ResizeObserverEntry | undefined, v: BlockVirtualizer) => {
      const size = measureElement(el, entry, v);
      const i = first + Number(el.getAttribute(SLOT));
      const row = rows.at(i);
      // A placeholder is drawn at the height the layout gave it: nothing to learn from it.
      if (row && !el.firstElementChild?.hasAttribute('data-placeholder'))
        layout.measure(i, row.key, size);
      return size;
    },
    [rows, first, layout],
  );
  const [initialRect] = useState(() => viewportOf(getScrollElement()));
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize,
    getItemKey,
    measureElement: measure,
    indexAttribute: SLOT,
    scrollMargin: start,
    overscan: 6,
    // A block mounts mid-scroll: it starts where the list is (by default a new virtualizer
    // scrolls its element to 0) and as tall as the list's viewport.
    initialOffset: () => getScrollElement()?.scrollTop ?? 0,
    initialRect,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    shouldCompensate(item, instance, jumped.current);

  useLayoutEffect(() => {
    mounted.set(block, virtualizer);
    return () => void mounted.delete(block);
  }, [mounted, block, virtualizer]);
  // A row asked for while this block was off screen: now it can be placed exactly.
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p || p.index < first || p.index >= first + count) return;
    pending.current = null;
    placeRow(virtualizer, p.index - first, p.align, p.offset);
  });

  return virtualizer.getVirtualItems().map((v) => {
    const row = rows.at(first + v.index);
    if (!row) return null;
    return (
      <RowArticle
        key={v.key}
        ref={virtualizer.measureElement}
        row={row}
        index={first + v.index}
        slot={{ [SLOT]: v.index }}
        setSize={rows.length}
        className={`absolute top-0 left-0 w-full outline-none ${ROW_FOCUS}`}
        top={v.start}
      >
        {flinging ? (
          <RowPlaceholder height={layout.sizeOf(first + v.index)} />
        ) : (
          <RowFrame row={row} />
        )}
      </RowArticle>
    );
  });
}
