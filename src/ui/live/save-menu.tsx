// The files "Save" offers, one download link each (no zip): the parent's Trace files first.
import { useEffect, useMemo } from 'react';
import type { SaveEntry } from '../../export/save-entries';
import { isSharedPage } from '../load/open-embedded';
import { SaveHtmlAction } from './save-html-action';
import { useT } from '../i18n/language-store';
import { FileName } from '../common/file-name';

/**
 * Hangs under the Save button, right-aligned, never wider than the window; on a narrow window,
 * across it, as the button is not at the window's edge there and the menu would leave it.
 */
const PLACE =
  'absolute top-full right-0 z-30 mt-1 w-[min(30rem,calc(100vw-1.5rem))] max-sm:fixed max-sm:inset-x-3 max-sm:top-11 max-sm:w-auto';

export function SaveMenu({ entries, onClose }: { entries: readonly SaveEntry[]; onClose(): void }) {
  const links = useMemo(
    () =>
      entries.map((e) => ({ ...e, href: e.blob ? URL.createObjectURL(e.blob) : (e.url ?? '') })),
    [entries],
  );
  useEffect(() => () => links.forEach((l) => l.blob && URL.revokeObjectURL(l.href)), [links]);
  const words = useT().live.save;
  const all = () => {
    for (const l of links)
      document
        .querySelector<HTMLAnchorElement>(`a[data-save-name="${CSS.escape(l.name)}"]`)
        ?.click();
  };
  return (
    <div
      data-testid="save-menu"
      role="menu"
      className={`${PLACE} rounded-md border border-line bg-surface-raised p-1 text-xs shadow-lg`}
    >
      {links.length === 0 ? (
        <p className="px-2 py-1.5 text-fg-muted">{words.nothing}</p>
      ) : (
        <>
          <p className="px-2 pt-1 pb-1.5 text-[10px] font-semibold tracking-wider text-fg-muted uppercase">
            {words.traceFiles}
          </p>
          {/* The files scroll; what acts on all of them stays in view below. */}
          <div className="max-h-[min(20rem,50vh)] overflow-y-auto overscroll-contain">
            {links.map((l) => (
              <a
                key={l.name}
                role="menuitem"
                data-testid={l.capture ? 'save-capture' : 'save-file'}
                data-save-name={l.name}
                title={l.capture ? words.captureTitle : undefined}
                href={l.href}
                download={l.name}
                className="flex items-baseline gap-2 rounded px-2 py-1.5 hover:bg-raised-soft"
              >
                <FileName name={l.name} className="flex-1 font-mono text-fg" />
                {l.records !== undefined && (
                  <span className="shrink-0 text-fg-muted tabular-nums">
                    {l.capture ? words.events(l.records) : words.records(l.records)}
                  </span>
                )}
              </a>
            ))}
          </div>
          {links.length > 1 && (
            <button
              type="button"
              data-testid="save-all"
              onClick={() => {
                all();
                onClose();
              }}
              className="mt-1 w-full rounded px-2 py-1.5 text-left font-medium text-accent hover:bg-accent-wash"
            >
              {words.all(links.length)}
            </button>
          )}
          {!isSharedPage() && <SaveHtmlAction entries={entries} />}
        </>
      )}
    </div>
  );
}
