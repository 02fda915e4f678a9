// The header button that opens the redaction review for the document on screen.
import { useState } from 'react';
import { HEADER_BUTTON } from '../shell/header-button';
import { RedactPane } from './redact-pane';
import { useT } from '../i18n/language-store';

export function RedactToggle() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <button
        type="button"
        data-testid="redact-toggle"
        aria-expanded={open}
        title={t.redact.toggleTitle}
        onClick={() => setOpen(!open)}
        className={HEADER_BUTTON}
      >
        <span>{t.redact.toggle}</span>
      </button>
      {open && <RedactPane onClose={() => setOpen(false)} />}
    </div>
  );
}
