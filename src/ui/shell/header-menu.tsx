// The header's actions: in a row on a wide window; on a phone folded behind one menu button, so
// the header stays one line. The same buttons either way (one copy, the same test ids).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ICON_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';

const ROW = 'ml-auto flex min-w-0 items-center justify-end gap-1.5';
/** Below `sm`: a panel under the menu button, one action a line, labels shown. */
const FOLDED =
  'max-sm:absolute max-sm:top-full max-sm:right-2 max-sm:z-40 max-sm:mt-1 max-sm:flex-col ' +
  'max-sm:items-stretch max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:bg-surface-raised ' +
  'max-sm:p-2 max-sm:shadow-xl';

export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const within = (t: EventTarget | null) =>
      t instanceof Node && (panel.current?.contains(t) || button.current?.contains(t));
    const onPointer = (e: PointerEvent) => {
      if (!within(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  // An action taken folds the menu away, the focus back on its button (where a dialog it opened
  // returns it). One that opens a pane of its own (Save, Redact) keeps it: the pane is inside.
  const foldAfter = (target: EventTarget) => {
    const action = target instanceof Element ? target.closest('button, a, label') : null;
    if (!action || action.hasAttribute('aria-expanded') || action.closest('[role=dialog]')) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="header-menu"
        aria-expanded={open}
        aria-controls="header-actions"
        aria-label={t.shell.actions}
        title={t.shell.actions}
        onClick={() => setOpen(!open)}
        className={`ml-auto size-8 sm:hidden ${ICON_BUTTON}`}
      >
        <svg viewBox="0 0 16 16" className="size-4" fill="currentColor" aria-hidden>
          <circle cx="3" cy="8" r="1.5" />
          <circle cx="8" cy="8" r="1.5" />
          <circle cx="13" cy="8" r="1.5" />
        </svg>
      </button>
      <div
        ref={panel}
        id="header-actions"
        data-testid="header-actions"
        data-folded={open}
        className={`group/actions ${ROW} ${open ? FOLDED : 'max-sm:hidden'}`}
        onClick={open ? (e) => foldAfter(e.target) : undefined}
      >
        {children}
      </div>
    </>
  );
}
