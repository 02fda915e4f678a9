// The comparison of two different runs: their turns aligned by task and turn, scrolled to where
// they first diverge; a turn's side opens its record in its own document.
import { useEffect, useRef } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { useDocsStore } from '../../docs/docs-store';
import { askerOf } from '../../docs/trace-views';
import { compareRuns } from '../../runs-compare/compare-runs';
import { keptOutputs, withOutputs } from '../../runs-compare/digest';
import { useKeptTexts } from '../common/use-kept-value';
import { useT } from '../i18n/language-store';
import { useLayoutStore } from '../layout/layout-store';
import { revealItem } from '../sessions/use-reveal-item';
import { useDocTraceView } from '../trace-context';
import { AlignedTurnRow } from './aligned-turn-row';
import type { RunPick } from './runs-compare-store';

/** The scroll offset of `list` that puts `row` in its middle. */
function centredTop(list: HTMLElement, row: HTMLElement): number {
  const offset = row.getBoundingClientRect().top - list.getBoundingClientRect().top;
  return list.scrollTop + offset - (list.clientHeight - row.offsetHeight) / 2;
}

function jump(doc: DocRuntime, item: number): void {
  useLayoutStore.getState().toggle('runs-compare', false);
  useDocsStore.getState().setActive(doc.id);
  doc.view.getState().setSelected(item);
  void revealItem(askerOf(doc.store), doc.view, item);
}

interface Side {
  doc: DocRuntime;
  pick: RunPick;
}

export function ComparedRuns({ left, right }: { left: Side; right: Side }) {
  const words = useT().runsCompare;
  const ld = useDocTraceView(left.doc.store, 'digest', left.pick.session);
  const rd = useDocTraceView(right.doc.store, 'digest', right.pick.session);
  const lk = keptOutputs(ld);
  const rk = keptOutputs(rd);
  const { texts } = useKeptTexts([...lk, ...rk]);
  // A side with no output left in its file is compared as it is, not copied on every render.
  const c = compareRuns(
    lk.length > 0 ? withOutputs(ld, texts) : ld,
    rk.length > 0 ? withOutputs(rd, texts) : rd,
  );
  const list = useRef<HTMLDivElement>(null);
  const firstKey = c.first < 0 ? '' : `${c.turns[c.first]?.task}:${c.turns[c.first]?.turn}`;
  useEffect(() => {
    // The list alone scrolls: scrollIntoView would also scroll the app's clipped ancestors.
    const el = list.current;
    const first = el?.querySelector<HTMLElement>('[data-testid="first-divergence"]');
    if (el && first) el.scrollTop = centredTop(el, first);
  }, [firstKey]);
  return (
    <>
      <div data-testid="runs-compare-summary" className="px-3 py-1 text-xs text-fg-muted">
        {c.first < 0
          ? words.noDivergence
          : words.firstDivergenceAt(c.turns[c.first]?.task ?? 0, c.turns[c.first]?.turn ?? 0)}
      </div>
      <div ref={list} className="flex min-h-0 flex-1 flex-col gap-1.5 overflow-auto p-2">
        {c.turns.map((row, i) => (
          <AlignedTurnRow
            key={`${row.task}:${row.turn}`}
            row={row}
            first={i === c.first}
            onJump={(side, item) => jump(side === 'left' ? left.doc : right.doc, item)}
          />
        ))}
      </div>
    </>
  );
}
