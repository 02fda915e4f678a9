// Two runs side by side, aligned by task and turn, scrolled to where they first diverge.
import type { DocRuntime } from '../../docs/doc-runtime';
import { useDocsStore } from '../../docs/docs-store';
import { useDocTraceView } from '../trace-context';
import { ComparedRuns } from './compared-runs';
import { useRunsCompareStore, type RunPick } from './runs-compare-store';
import { RunPicker } from './run-picker';
import { SameRunPrompt } from './same-run-prompt';

/** The side's pick while its document is open, else the n-th open document's main session. */
function resolve(pick: RunPick | null, docs: readonly DocRuntime[], n: number) {
  const chosen = pick && docs.find((d) => d.id === pick.doc);
  if (chosen && pick) return { doc: chosen, pick };
  const doc = (docs[n] ?? docs[0]) as DocRuntime;
  return { doc, pick: { doc: doc.id, session: '' } };
}

export function RunsCompareView() {
  const docs = useDocsStore((s) => s.docs);
  const leftPick = useRunsCompareStore((s) => s.left);
  const rightPick = useRunsCompareStore((s) => s.right);
  const pickSide = useRunsCompareStore((s) => s.pick);
  const left = resolve(leftPick, docs, 0);
  const right = resolve(rightPick, docs, 1);
  const same = left.pick.doc === right.pick.doc && left.pick.session === right.pick.session;
  const leftSessions = useDocTraceView(left.doc.store, 'sessions');
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
      {/* A run against itself is not compared at all: there is nothing to find. */}
      {same ? (
        <SameRunPrompt canPick={docs.length > 1 || leftSessions.length > 1} />
      ) : (
        <ComparedRuns left={left} right={right} />
      )}
    </section>
  );
}
