// The header button that opens the redaction review for the document on screen.
import { useState } from 'react';
import { HEADER_BUTTON } from '../shell/header-button';
import { RedactPane } from './redact-pane';

export function RedactToggle() {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        data-testid="redact-toggle"
        aria-expanded={open}
        title="Find likely secrets and save redacted Trace files"
        onClick={() => setOpen(!open)}
        className={HEADER_BUTTON}
      >
        <span>Redact</span>
      </button>
      {open && <RedactPane onClose={() => setOpen(false)} />}
    </div>
  );
}
