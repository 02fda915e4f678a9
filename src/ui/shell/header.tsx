import { ConnectSlot } from './connect-slot';
import { DocTabs } from './doc-tabs';
import { FILE_INPUT_ID } from './file-pickers';
import { FolderButton } from './folder-button';
import { HeaderMenu } from './header-menu';
import { BUTTON_WORD, OpenFilesButton } from './header-button';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { ConnectPanel } from '../live/connect-panel';
import { isSharedPage } from '../load/open-embedded';
import { RecordBoundary } from '../common/record-boundary';
import { RunsCompareToggle } from '../runs-compare/runs-compare-toggle';
import { LibraryButton } from '../library/library-button';
import { useT } from '../i18n/language-store';

export function Header() {
  const t = useT();
  return (
    // One line at any width: on a phone the actions fold into a menu beside the tabs.
    <header className="relative flex items-center gap-x-2 sm:flex-wrap border-b border-line bg-sunken px-3">
      <a
        href="./"
        className="flex shrink-0 items-center gap-1.5 py-2 text-sm font-semibold tracking-tight"
        title={t.shell.productName}
      >
        <span className="grid size-6 place-items-center rounded-md bg-indigo-600 text-xs text-white">
          ◎
        </span>
        <span className="hidden sm:inline">{t.shell.productName}</span>
      </a>
      <RecordBoundary what="document tabs">
        <DocTabs />
      </RecordBoundary>
      <HeaderMenu>
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
          <span className={BUTTON_WORD}>{t.common.open}</span>
        </OpenFilesButton>
        <ConnectSlot />
        <LanguageSwitch />
        <ThemeToggle />
      </HeaderMenu>
      {!isSharedPage() && (
        <RecordBoundary what="connect panel">
          <ConnectPanel />
        </RecordBoundary>
      )}
    </header>
  );
}
