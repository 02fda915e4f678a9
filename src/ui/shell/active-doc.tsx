// The document on screen: its summary line and conversation. Every panel reads the document's
// shown store: its live trace, or the moment time travel picked.
import { DocProvider } from '../../docs/doc-context';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import type { ToolItem } from '../../store/model';
import { ConversationList } from '../list/conversation-list';
import { ApprovalButtons } from '../live/approval-buttons';
import { LiveSignIn } from '../server-browser/live-sign-in';
import { FocusBreadcrumb } from '../sessions/focus-breadcrumb';
import { SessionSummary } from '../sessions/session-summary';
import { ApprovalActionsProvider } from '../tools/approval-actions';
import { TraceProvider } from '../trace-context';
import { FilterBar } from '../filters/filter-bar';
import { DiagnosticsPanel } from './diagnostics-panel';
import { DocClock } from './doc-clock';
import { DocSummaryBar } from './doc-summary-bar';
import { EngineNotice } from './engine-notice';
import { RecordBoundary } from '../common/record-boundary';
import { DocSearch } from '../search/doc-search';
import { TravelFrame } from '../stream-debugger/travel-frame';
import { StreamDebuggerProvider } from '../stream-debugger/stream-debugger-context';
import { StreamDebuggerDock } from '../stream-debugger/stream-debugger-dock';
import { ContextDialog } from '../context/context-dialog';
import { PanelDock } from '../panels/panel-dock';
import { PanelKeys } from '../panels/panel-keys';

const renderApproval = (item: ToolItem) => <ApprovalButtons item={item} />;

export function ActiveDoc() {
  const doc = useDocsStore(selectActiveDoc);
  if (!doc) return null;
  return (
    <DocProvider key={doc.id} doc={doc}>
      <TraceProvider store={doc.streamDebugger.shown}>
        <DocClock doc={doc}>
          <StreamDebuggerProvider store={doc.store}>
            <ApprovalActionsProvider render={doc.capabilities().approve ? renderApproval : null}>
              <div
                className="flex min-h-0 min-w-0 flex-1 flex-col"
                data-testid="doc"
                data-doc-id={doc.id}
              >
                <RecordBoundary what="summary bar" resetKey={doc.store}>
                  <DocSummaryBar />
                </RecordBoundary>
                {/* No session yet (a file with no record): no empty bar either. */}
                <div
                  data-testid="session-summary-bar"
                  className="border-b border-line px-3 py-1.5 empty:hidden sm:px-5"
                >
                  <RecordBoundary what="session summary" resetKey={doc.store}>
                    <SessionSummary />
                  </RecordBoundary>
                </div>
                <RecordBoundary what="sign-in" resetKey={doc.store}>
                  <LiveSignIn />
                </RecordBoundary>
                <RecordBoundary what="breadcrumb" resetKey={doc.store}>
                  <FocusBreadcrumb />
                </RecordBoundary>
                {doc.remote ? <EngineNotice /> : null}
                <RecordBoundary what="search" resetKey={doc.store}>
                  <DocSearch />
                </RecordBoundary>
                <PanelDock at="top" />
                <RecordBoundary what="filters" resetKey={doc.store}>
                  <FilterBar />
                </RecordBoundary>
                {/* A readable conversation whatever the panels below it take. */}
                <div className="flex min-h-48 flex-1">
                  <PanelDock at="side" />
                  <div className="min-h-0 min-w-0 flex-1">
                    <RecordBoundary what="conversation" resetKey={doc.store}>
                      <TravelFrame>
                        <ConversationList live={doc.state.getState().status.kind !== 'file'} />
                      </TravelFrame>
                    </RecordBoundary>
                  </div>
                </div>
                {doc.remote ? null : (
                  <RecordBoundary what="stream debugger" resetKey={doc.store}>
                    <StreamDebuggerDock />
                  </RecordBoundary>
                )}
                <PanelDock at="bottom" />
              </div>
              <PanelKeys />
              <RecordBoundary what="diagnostics panel" resetKey={doc.store}>
                <DiagnosticsPanel />
              </RecordBoundary>
              <RecordBoundary what="context view" resetKey={doc.store}>
                <ContextDialog />
              </RecordBoundary>
            </ApprovalActionsProvider>
          </StreamDebuggerProvider>
        </DocClock>
      </TraceProvider>
    </DocProvider>
  );
}
