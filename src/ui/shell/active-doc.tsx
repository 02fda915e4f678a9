// The document on screen: its summary line and conversation, reading its own trace store.
import { useEffect } from 'react';
import { selectActiveDoc, useDocsStore, type Doc } from '../../store/docs-store';
import { useViewStore } from '../../store/view-store';
import { ConversationList } from '../list/conversation-list';
import { TraceProvider } from '../trace-context';
import { DiagnosticsPanel } from './diagnostics-panel';
import { DocSummaryBar } from './doc-summary-bar';
import { LiveDocProviders } from '../live/live-doc-providers';
import { FocusBreadcrumb } from '../sessions/focus-breadcrumb';
import { SessionSummary } from '../sessions/session-summary';
import { TravelProvider } from '../workbench/travel-provider';
import { WorkbenchProvider } from '../workbench/workbench-context';
import { WorkbenchDock } from '../workbench/workbench-dock';
import { useWorkbenchView } from '../workbench/workbench-store';

const isLive = (doc: Doc) =>
  doc.live !== undefined ||
  doc.source.kind === 'sse' ||
  doc.source.kind === 'replay' ||
  doc.source.kind === 'demo';

export function ActiveDoc() {
  const doc = useDocsStore(selectActiveDoc);
  const id = doc?.id;
  // Collapsed cards and compaction ids belong to one trace; another document starts fresh.
  useEffect(() => {
    useViewStore.getState().reset();
    useWorkbenchView.getState().reset();
  }, [id]);
  if (!doc) return null;
  return (
    <TraceProvider key={doc.id} store={doc.store}>
      <WorkbenchProvider store={doc.store}>
        <LiveDocProviders docId={doc.id}>
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
                <ConversationList live={isLive(doc)} />
              </TravelProvider>
            </div>
            <WorkbenchDock />
          </div>
          <DiagnosticsPanel />
        </LiveDocProviders>
      </WorkbenchProvider>
    </TraceProvider>
  );
}
