import { ConnectSlot } from './connect-slot';
import { DocTabs } from './doc-tabs';
import { FILE_INPUT_ID } from './file-pickers';
import { FolderButton } from './folder-button';
import { OpenFilesButton } from './header-button';
import { ThemeToggle } from './theme-toggle';
import { RecordBoundary } from '../common/record-boundary';
import { RunsCompareToggle } from '../runs-compare/runs-compare-toggle';
import { LibraryButton } from '../library/library-button';

const ACTIONS = 'ml-auto flex min-w-0 items-center justify-end gap-1.5';
/** Narrow: they share the logo's line and wrap there; wider: only as wide as they are. */
const ACTIONS_WRAP = 'flex-1 flex-wrap py-1 sm:flex-none sm:py-0';

export function Header() {
  return (
    // On a narrow window the tabs take a line of their own under the buttons, and the buttons wrap,
    // rather than squeezing the tabs to nothing and pushing the last button off the screen.
    <header className="flex flex-wrap items-center gap-x-2 border-b border-line bg-sunken px-3">
      <a
        href="./"
        className="flex shrink-0 items-center gap-1.5 py-2 text-sm font-semibold tracking-tight"
        title="Omniscope"
      >
        <span className="grid size-6 place-items-center rounded-md bg-indigo-600 text-xs text-white">
          ◎
        </span>
        <span className="hidden sm:inline">Omniscope</span>
      </a>
      <RecordBoundary what="document tabs">
        <DocTabs />
      </RecordBoundary>
      <div className={`${ACTIONS} ${ACTIONS_WRAP}`}>
        <LibraryButton />
        <RunsCompareToggle />
        <FolderButton />
        <OpenFilesButton htmlFor={FILE_INPUT_ID}>
          <svg
            viewBox="0 0 16 16"
            className="size-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            aria-hidden
          >
            <path d="M8 3v10M3 8h10" strokeLinecap="round" />
          </svg>
          <span className="hidden sm:inline">Open</span>
        </OpenFilesButton>
        <ConnectSlot />
        <ThemeToggle />
      </div>
    </header>
  );
}
