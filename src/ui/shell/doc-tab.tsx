import { tabIndexOf } from '../common/tab-keys';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { DocRuntime } from '../../docs/doc-runtime';
import type { DocNote } from '../../docs/tell-apart';
import { loadStateOf } from '../../docs/source-status';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { useT } from '../i18n/language-store';
import { useDocTraceView } from '../trace-context';
import { useDocTitle } from './use-doc-title';

const CLOSE_HOVER = 'hover:bg-zinc-200 hover:text-fg-control dark:hover:bg-zinc-700';

/** Also the session switcher: one tab per open document. */
export function DocTab({
  doc,
  note,
  active,
  tabbable,
  onSelect,
  onClose,
}: {
  doc: DocRuntime;
  /** What tells it apart from another open document of the same title (use-doc-notes.ts). */
  note?: DocNote | undefined;
  active: boolean;
  /** The tab the Tab key stops at in the strip (the arrows reach the others). */
  tabbable: boolean;
  onSelect: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const loading = useStore(doc.state, (s) => loadStateOf(s.status) === 'loading');
  const title = useDocTitle(doc);
  const label = revealInvisible(note ? `${title} · ${note.whole}` : title);
  // The tab cuts its title to its width: the tooltip has it whole, as the header's has.
  const heading = revealInvisible(useDocTraceView(doc.store, 'heading') ?? title);
  const whole = note ? `${heading} — ${revealInvisible(note.whole)}` : heading;
  const tab = useRef<HTMLDivElement>(null);
  // The strip scrolls when the tabs need more room than the header gives: the active tab is
  // scrolled into it, or a narrow window hid the very tab on screen.
  useEffect(() => {
    if (active) tab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    // The tab is the select button alone: a tab holding a second control is one a screen reader
    // cannot name or operate. The close button is for the pointer; the keyboard closes with Delete.
    <div
      ref={tab}
      // A tab with a note keeps room for it: the strip scrolls sooner, the note stays readable.
      className={`group flex h-8 max-w-56 ${note ? 'min-w-40' : 'min-w-24'} items-center rounded-md text-xs ring-1 ${
        active
          ? 'bg-white text-fg-strong shadow-sm ring-line-strong dark:bg-zinc-800'
          : 'text-fg-muted ring-transparent hover:bg-zinc-100 hover:text-fg dark:hover:bg-zinc-800/60'
      }`}
    >
      <button
        type="button"
        role="tab"
        aria-selected={active}
        tabIndex={tabIndexOf(tabbable)}
        aria-keyshortcuts="Delete"
        data-testid="doc-tab"
        data-doc-id={doc.id}
        data-active={active}
        onClick={onSelect}
        onKeyDown={(e) => {
          if (e.key === 'Delete') onClose();
        }}
        title={whole}
        className="flex min-w-0 items-center py-1 pr-1 pl-2.5"
      >
        {loading && (
          <span className="mr-1.5 inline-block size-1.5 shrink-0 animate-pulse rounded-full bg-indigo-500 align-middle" />
        )}
        {/* The title is what same-titled tabs share: it gives way first, down to a few letters,
            before the note that tells them apart is cut. */}
        <span className={`truncate ${note ? 'min-w-[2.5em] shrink-[1000]' : 'min-w-0'}`}>
          <VisibleText text={title} />
        </span>
        {note && (
          <span data-testid="doc-tab-note" className="ml-1 min-w-0 truncate text-fg-faint">
            · <VisibleText text={note.shown} />
          </span>
        )}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-hidden
        tabIndex={-1}
        title={t.shell.closeTab(label)}
        data-testid="doc-close"
        className={`mr-1 grid size-5 shrink-0 place-items-center rounded text-fg-faint ${CLOSE_HOVER}`}
      >
        ×
      </button>
    </div>
  );
}
