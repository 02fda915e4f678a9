// Two runs side by side, aligned by task and turn, scrolled to where they first diverge.
import { useEffect, useRef } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { askerOf } from '../../docs/trace-views';
import { useDocsStore } from '../../docs/docs-store';
import { compareRuns } from '../../runs-compare/compare-runs';
import { keptOutputs, withOutputs } from '../../runs-compare/digest';
import { useDocTraceView } from '../trace-context';
import { useKeptTexts } from '../common/use-kept-value';
import { revealItem } from '../sessions/use-reveal-item';
import { AlignedTurnRow } from './aligned-turn-row';
import { useRunsCompareStore, type RunPick } from './runs-compare-store';
import { useLayoutStore } from '../layout/layout-store';
import { RunPicker } from './run-picker';
import { SameRunPrompt } from './same-run-prompt';
import { useT } from '../i18n/language-store';

/** The side's pick while its document is open, else the n-th open document's main session. */
function resolve(pick: RunPick | null, docs: readonly DocRuntime[], n: number) {
  const chosen = pick && docs.find((d) => d.id === pick.doc);
  if (chosen && pick) return { doc: chosen, pick };
  const doc = (docs[n] ?? docs[0]) as DocRuntime;
  return { doc, pick: { doc: doc.id, session: '' } };
}

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

export function RunsCompareView() {
  const docs = useDocsStore((s) => s.docs);
  const leftPick = useRunsCompareStore((s) => s.left);
  const rightPick = useRunsCompareStore((s) => s.right);
  const pickSide = useRunsCompareStore((s) => s.pick);
  const words = useT().runsCompare;
  const left = resolve(leftPick, docs, 0);
  const right = resolve(rightPick, docs, 1);
  const same = left.pick.doc === right.pick.doc && left.pick.session === right.pick.session;
  const leftSessions = useDocTraceView(left.doc.store, 'sessions');
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
    // min-w-0: as a flex item of <main> it would otherwise be as wide as its longest label.
    <section data-testid="runs-compare" className="flex min-h-0 min-w-0 flex-1 flex-col bg-surface">
      {/* On a phone each side's pickers take a line: four in one left each a word. */}
      <div className="flex flex-col gap-1.5 border-b border-line p-2 sm:flex-row sm:gap-3">
        <RunPicker
          side="left"
          docs={docs}
          doc={left.doc}
          pick={left.pick}
          onPick={(p) => pickSide('left', p)}
        />
        <RunPicker
          side="right"
          docs={docs}
          doc={right.doc}
          pick={right.pick}
          onPick={(p) => pickSide('right', p)}
        />
      </div>
      {same ? (
        <SameRunPrompt canPick={docs.length > 1 || leftSessions.length > 1} />
      ) : (
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
      )}
    </section>
  );
}
