// A part's pieces as they arrived (kind, time, length, text), virtualized: a 10,000-delta answer
// keeps a screenful of lines in the DOM, not 60,000 nodes.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import type { FragmentAnalysis } from '../../stream-debugger/fragments';
import { PieceText } from './piece-text';
import { useStreamDebuggerStore } from './stream-debugger-store';
import { useT } from '../i18n/language-store';

const PIECE_HEIGHT = 18;

/** Kind, time, length and text of each piece, aligned down the list. */
const PIECE_COLUMNS = 'grid w-full grid-cols-[4rem_5rem_3.5rem_minmax(0,1fr)] gap-2';

export function FragmentPieces({ analysis }: { analysis: FragmentAnalysis }) {
  const t = useT().streamDebugger.fragments;
  const select = useStreamDebuggerStore((s) => s.select);
  const { pieces, gaps } = analysis;
  // Pieces that come after a long pause get a line above them.
  const afterGap = useMemo(() => new Set(gaps.map((g) => g.after + 1)), [gaps]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => PIECE_HEIGHT, []);
  const virtualizer = useVirtualizer({
    count: pieces.length,
    getScrollElement,
    estimateSize,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      data-testid="fragment-pieces"
      data-count={pieces.length}
      className="max-h-48 overflow-y-auto overscroll-contain font-mono text-[11px]"
    >
      <ol className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const p = pieces[v.index];
          if (!p) return null;
          return (
            <li
              key={p.event}
              data-testid="fragment-piece"
              data-piece-kind={p.kind}
              data-piece-index={v.index}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${v.start}px)`, height: PIECE_HEIGHT }}
            >
              <button
                type="button"
                onClick={() => select(p.event)}
                title={t.pieceTitle(p.event)}
                className={`${PIECE_COLUMNS} h-full items-center px-1 text-left hover:bg-zinc-100 dark:hover:bg-zinc-900 ${
                  afterGap.has(v.index) ? 'border-t-2 border-amber-400' : ''
                }`}
              >
                <span className="text-fg-faint">{p.kind}</span>
                <span className="text-right tabular-nums">{t.pieceAt(Math.round(p.at))}</span>
                <span className="text-right text-fg-faint tabular-nums">{p.text.length}</span>
                <span data-testid="fragment-piece-text" className="truncate whitespace-pre">
                  <PieceText text={p.text} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
