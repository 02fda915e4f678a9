// The side panel of problems: lines that could not be read, breaches of the protocol the
// reducer noticed, approvals, and calls repeated for the same answer. A drawer over the list on
// narrow screens.
import { useDocState } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { DiagnosticsList } from './diagnostics-list';
import { PanelTabButton } from './panel-tab-button';
import { useShellStore } from './shell-store';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';
import { ViolationsList } from './violations-list';
import { ApprovalsAudit } from '../sessions/approvals-audit';
import { useApprovalTotal } from '../sessions/use-approval-total';
import { RecordBoundary } from '../common/record-boundary';
import { RepeatsList } from './repeats-list';

/** Below xl the panel is a drawer over the list; from xl it sits beside it, so with the outline
 * docked too the conversation keeps at least 640 px. */
const DRAWER = 'fixed inset-y-0 right-0 z-40 w-[min(26rem,92vw)] shadow-xl';
const DOCKED = 'xl:static xl:z-auto xl:w-96 xl:shadow-none';

const CLOSE_TONE = 'text-fg-faint hover:bg-raised-soft hover:text-fg-control';

export function DiagnosticsPanel() {
  // Its counts walk the trace's problems and repeats: asked only while the panel is open, not at
  // every live batch of a closed one.
  return useIsOpen('diagnostics') ? <OpenDiagnosticsPanel /> : null;
}

function OpenDiagnosticsPanel() {
  const tab = useShellStore((s) => s.panelTab);
  const setTab = useShellStore((s) => s.setPanelTab);
  const toggle = useLayoutStore((s) => s.toggle);
  const diagnostics = useDocState((s) => s.diagnostics);
  const violations = useTraceView('violationTally');
  const approvals = useApprovalTotal();
  const repeats = useTraceView('wastedRepeats');
  const t = useT();
  const words = t.problems.panel;
  return (
    <>
      <div
        aria-hidden
        onClick={() => toggle('diagnostics', false)}
        className="fixed inset-0 z-30 bg-zinc-950/30 xl:hidden"
      />
      <aside
        id="diagnostics-panel"
        data-testid="diagnostics-panel"
        aria-label={words.label}
        className={`${DRAWER} flex flex-col border-l border-line bg-surface ${DOCKED}`}
      >
        <div className="flex items-center gap-1 border-b border-line px-2 py-1.5">
          {/* Its own tablist: a tab needs one around it, and the close button is no tab. */}
          <div
            role="tablist"
            aria-label={words.label}
            className="flex min-w-0 flex-wrap items-center gap-1"
          >
            <PanelTabButton
              active={tab === 'diagnostics'}
              onClick={() => setTab('diagnostics')}
              testId="tab-diagnostics"
              label={words.reading}
              count={diagnostics.total}
            />
            <PanelTabButton
              active={tab === 'violations'}
              onClick={() => setTab('violations')}
              testId="tab-violations"
              label={words.protocol}
              count={violations.size}
            />
            <PanelTabButton
              active={tab === 'approvals'}
              onClick={() => setTab('approvals')}
              testId="tab-approvals"
              label={words.approvals}
              count={approvals}
            />
            <PanelTabButton
              active={tab === 'repeats'}
              onClick={() => setTab('repeats')}
              testId="tab-repeats"
              label={words.repeats}
              count={repeats.length}
            />
          </div>
          <button
            type="button"
            onClick={() => toggle('diagnostics', false)}
            aria-label={words.close}
            className={`ml-auto grid size-7 place-items-center rounded ${CLOSE_TONE}`}
          >
            ×
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {tab === 'diagnostics' ? (
            <RecordBoundary what="diagnostics list" record={diagnostics.kept}>
              <DiagnosticsList tally={diagnostics} />
            </RecordBoundary>
          ) : tab === 'violations' ? (
            <RecordBoundary what="violations list" resetKey={violations}>
              <ViolationsList size={violations.size} />
            </RecordBoundary>
          ) : tab === 'approvals' ? (
            <RecordBoundary what="approvals audit">
              <ApprovalsAudit />
            </RecordBoundary>
          ) : (
            <RecordBoundary what="repeats list">
              <RepeatsList />
            </RecordBoundary>
          )}
        </div>
      </aside>
    </>
  );
}
