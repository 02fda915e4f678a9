// What the reader sees with nothing open: every way in, and one line on what this is.
import { openSample } from '../load/sample';
import { FILE_INPUT_ID, FOLDER_INPUT_ID } from './file-pickers';
import { usePasteShortcut } from './use-paste-shortcut';
import { useLayoutStore } from '../layout/layout-store';
import { StartAction } from './start-action';
import { ACCENT_HOVER } from '../common/looks';
import { ReopenNotice } from '../url/reopen-notice';
import { useLibraryStore } from '../library/library-store';
import { librarySearch } from '../library/library-view';
import { useT } from '../i18n/language-store';

const DROP_ZONE = [
  'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg px-6 py-12 text-center',
  'border-2 border-dashed border-line-strong bg-zinc-50 dark:bg-zinc-900/50',
  'hover:border-indigo-400 dark:hover:border-indigo-500',
].join(' ');

export function StartPage() {
  const t = useT();
  const words = t.shell.start;
  const toggle = useLayoutStore((s) => s.toggle);
  const library = useLibraryStore((s) => s.available);
  usePasteShortcut();
  return (
    <div
      data-testid="start-page"
      className="h-full min-w-0 flex-1 overflow-y-auto px-4 py-8 sm:py-16"
    >
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <ReopenNotice />
        <div>
          <h1 className="text-xl font-semibold tracking-tight">{words.title}</h1>
          <p className="mt-1.5 text-sm text-fg-soft">
            {words.introLead} <code className="font-mono text-[13px]">_001</code>
            {words.introSeparator}
            <code className="font-mono text-[13px]">_002</code>
            {words.introRest}
          </p>
        </div>
        <label
          htmlFor={FILE_INPUT_ID}
          data-testid="drop-zone"
          className={`${DROP_ZONE} ${ACCENT_HOVER}`}
        >
          <span className="text-3xl text-fg-faint" aria-hidden>
            ⇣
          </span>
          <span className="text-sm font-medium">{words.dropHere}</span>
          <span className="text-xs text-fg-muted">{words.dropHint}</span>
        </label>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <StartAction
            htmlFor={FILE_INPUT_ID}
            testId="start-open-files"
            title={words.openFiles}
            hint={words.openFilesHint}
          />
          <StartAction
            htmlFor={FOLDER_INPUT_ID}
            testId="start-open-folder"
            title={words.openFolder}
            hint={words.openFolderHint}
          />
          <StartAction
            onClick={() => toggle('paste', true)}
            testId="paste-open"
            title={words.paste}
            hint={words.pasteHint}
          />
          <StartAction
            onClick={() => openSample()}
            testId="open-sample"
            title={words.sample}
            hint={words.sampleHint}
          />
          {library && (
            <StartAction
              onClick={() => {
                const { view, show } = useLibraryStore.getState();
                history.pushState(history.state, '', librarySearch(view));
                show();
              }}
              testId="open-library"
              title={words.library}
              hint={words.libraryHint}
            />
          )}
        </div>
      </div>
    </div>
  );
}
