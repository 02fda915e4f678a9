// "Save" for the document on screen: a live session as Trace JSONL, a file document's originals.
import { useEffect, useRef, useState } from 'react';
import type { SaveEntry } from '../../export/save-entries';
import { useDoc } from '../../docs/doc-context';
import { BUTTON_WORD, HEADER_BUTTON } from '../shell/header-button';
import { SaveMenu } from './save-menu';
import { useT } from '../i18n/language-store';

export function SaveButton() {
  const doc = useDoc();
  const t = useT();
  const [entries, setEntries] = useState<SaveEntry[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // The entries are the files of one document: another one on screen closes the menu.
  const [entriesOf, setEntriesOf] = useState(doc);
  if (entriesOf !== doc) {
    setEntriesOf(doc);
    setEntries(null);
  }
  const open = entries !== null;
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setEntries(null);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setEntries(null);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  const toggle = () => setEntries(open ? null : doc.actions.save());
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        data-testid="save-button"
        aria-expanded={open}
        aria-haspopup="menu"
        title={t.live.save.title}
        onClick={toggle}
        className={HEADER_BUTTON}
      >
        <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden>
          <path d="M7.25 2h1.5v6.7l2.2-2.2 1.06 1.06L8 11.56 3.99 7.56 5.05 6.5l2.2 2.2zM3 12.5h10V14H3z" />
        </svg>
        <span className={BUTTON_WORD}>{t.live.save.button}</span>
      </button>
      {entries && <SaveMenu entries={entries} onClose={() => setEntries(null)} />}
    </div>
  );
}
