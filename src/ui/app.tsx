import { selectActiveDoc, useDocsStore } from '../docs/docs-store';
import { DropOverlay } from './shell/drop-overlay';
import { FilePickers } from './shell/file-pickers';
import { FolderBrowser } from './shell/folder-browser';
import { Header } from './shell/header';
import { LoadProgressBar } from './shell/load-progress-bar';
import { PasteDialog } from './shell/paste-dialog';
import { ServerConfirm } from './shell/server-confirm';
import { StartPage } from './shell/start-page';
import { StartupProblems } from './shell/startup-problems';
import { WithActiveDoc } from './shell/with-active-doc';
import { useFolderStore } from './load/folder-store';
import { useStartup } from './shell/use-startup';
import { useUrlWriter } from './url/use-url-writer';
import { RecordBoundary } from './common/record-boundary';
import { Announcer } from './common/announcer';
import { RunsCompareView } from './runs-compare/runs-compare-view';
import { useIsOpen } from './layout/layout-store';
import { LibraryPage } from './library/library-page';
import { useLibraryStore } from './library/library-store';
import { activeDocView } from './shell/lazy-active-doc';

const ActiveDoc = activeDocView.View;

export function App() {
  const hasDocs = useDocsStore((s) => s.docs.length > 0);
  const activeId = useDocsStore((s) => selectActiveDoc(s)?.id);
  const browsing = useFolderStore((s) => s.shown && s.files !== null);
  const comparing = useIsOpen('runs-compare');
  const library = useLibraryStore((s) => s.shown);
  useStartup();
  useUrlWriter();
  return (
    <div
      data-testid="app"
      className="flex h-dvh flex-col overflow-hidden bg-surface text-fg-strong antialiased"
    >
      <RecordBoundary what="header">
        <Header />
      </RecordBoundary>
      <WithActiveDoc>
        <LoadProgressBar />
      </WithActiveDoc>
      <RecordBoundary what="startup problems">
        <StartupProblems />
      </RecordBoundary>
      <RecordBoundary what="server confirmation">
        <ServerConfirm />
      </RecordBoundary>
      <main className="relative flex min-h-0 flex-1">
        <RecordBoundary what="page" resetKey={activeId}>
          {library ? (
            <LibraryPage />
          ) : browsing ? (
            <FolderBrowser />
          ) : comparing && hasDocs ? (
            <RunsCompareView />
          ) : hasDocs ? (
            <ActiveDoc />
          ) : (
            <StartPage />
          )}
        </RecordBoundary>
      </main>
      <FilePickers />
      <RecordBoundary what="paste dialog">
        <PasteDialog />
      </RecordBoundary>
      <DropOverlay />
      <Announcer />
    </div>
  );
}
