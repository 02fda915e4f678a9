// The document on screen: its summary line and conversation, reading its own trace store.
import { DocProvider } from '../../docs/doc-context';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import type { ToolItem } from '../../store/model';
import { ConversationList } from '../list/conversation-list';
import { ApprovalButtons } from '../live/approval-buttons';
import { FocusBreadcrumb } from '../sessions/focus-breadcrumb';
import { SessionSummary } from '../sessions/session-summary';
import { ApprovalActionsProvider } from '../tools/approval-actions';
import { TraceProvider } from '../trace-context';
import { DiagnosticsPanel } from './diagnostics-panel';
import { DocSummaryBar } from './doc-summary-bar';
import { TravelProvider } from '../workbench/travel-provider';
import { WorkbenchProvider } from '../workbench/workbench-context';
import { WorkbenchDock } from '../workbench/workbench-dock';

const renderApproval = (item: ToolItem) => <ApprovalButtons item={item} />;

export function ActiveDoc() {
  const doc = useDocsStore(selectActiveDoc);
  if (!doc) return null;
  return (
    <DocProvider key={doc.id} doc={doc}>
      <TraceProvider store={doc.store}>
        <WorkbenchProvider store={doc.store}>
          <ApprovalActionsProvider render={doc.capabilities().approve ? renderApproval : null}>
            <div
              className="flex min-h-0 min-w-0 flex-1 flex-col"
              data-testid="doc"
              data-doc-id={doc.id}
            >
              <DocSummaryBar />
              <div className="border-b border-zinc-200 px-3 py-1.5 sm:px-5 dark:border-zinc-800">
                <SessionSummary />
              </div>
              <FocusBreadcrumb />
              <div className="min-h-0 flex-1">
                <TravelProvider>
                  <ConversationList live={doc.state.getState().status.kind !== 'file'} />
                </TravelProvider>
              </div>
              <WorkbenchDock />
            </div>
            <DiagnosticsPanel />
          </ApprovalActionsProvider>
        </WorkbenchProvider>
      </TraceProvider>
    </DocProvider>
  );
}
