// "Redact before sharing": every likely secret in the document's files, each accepted (replaced)
// unless the reader rejects it, and the redacted files downloaded. The scan runs in a worker, with
// progress and a cancel button, so the page never waits on it; nothing is uploaded.
import { useState } from 'react';
import { useDoc } from '../../docs/doc-context';
import { downloadBlob } from '../../export/download';
import type { Catalog } from '../../i18n/catalogs';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';
import { usePanelFocus } from '../common/use-panel-focus';
import { RedactFinding } from './redact-finding';
import { RedactProgress } from './redact-progress';
import { useRedactJob, type RedactJobState } from './use-redact-job';

/** Under the button; on a narrow window, across it (the button is not at the window's edge). */
const PANE =
  'absolute top-full right-0 z-30 mt-1 max-h-[70vh] w-[min(36rem,calc(100vw-1.5rem))] overflow-auto max-sm:fixed max-sm:inset-x-3 max-sm:top-11 max-sm:w-auto';
/** Findings drawn in the list; the rest are replaced all the same, and counted. */
const SHOWN = 500;

function summary(
  { phase, files }: RedactJobState,
  count: number,
  words: Catalog['redact'],
): string {
  if (phase === 'scanning') return words.scanning;
  if (phase === 'saving') return words.saving;
  if (phase === 'cancelled') return words.cancelled;
  const failed = files.filter((f) => f.error).length;
  return words.found(count, files.length - failed, failed);
}

export function RedactPane({ onClose }: { onClose(): void }) {
  const doc = useDoc();
  const t = useT();
  const { state, cancel, rescan, save } = useRedactJob(
    // The capture holds the same records as the Trace files: scanned once, there. Building it
    // from every event would also hold the page for seconds on a large trace.
    () => doc.actions.save({ capture: false }),
    (name, blob) => downloadBlob(name, blob),
  );
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setRejected((r) => {
      const next = new Set(r);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const all = state.files.flatMap((f) => f.findings);
  const busy = state.phase === 'scanning' || state.phase === 'saving';
  const focus = usePanelFocus<HTMLElement>(onClose);
  return (
    <section
      {...focus}
      role="dialog"
      data-testid="redact-pane"
      data-phase={state.phase}
      aria-label={t.redact.pane}
      className={`${PANE} rounded-md border border-line bg-surface-raised p-2 text-xs shadow-lg outline-none`}
    >
      <p data-testid="redact-summary" className="pb-2 text-fg-muted">
        {summary(state, all.length, t.redact)}
      </p>
      {busy && <RedactProgress progress={state.progress} onCancel={cancel} />}
      {state.files
        .filter((f) => f.error)
        .map((f) => (
          <p key={f.name} className="pb-1 text-danger">
            {t.redact.notScanned(f.name, f.error ?? '')}
          </p>
        ))}
      {state.files
        .filter((f) => f.notUtf8.length > 0)
        .map((f) => (
          <p key={f.name} data-testid="redact-not-utf8" className="pb-1 text-fg-muted">
            {t.redact.notUtf8(f.name, f.notUtf8)}
          </p>
        ))}
      <ul className="flex flex-col gap-1">
        {all.slice(0, SHOWN).map((f) => (
          <RedactFinding
            key={f.id}
            finding={f}
            kept={rejected.has(f.id)}
            onToggle={() => toggle(f.id)}
          />
        ))}
      </ul>
      {all.length > SHOWN && (
        <p className="pt-1 text-fg-muted">{t.redact.more(all.length - SHOWN)}</p>
      )}
      {/* Kept in sight while a long list scrolls under it. */}
      <div className="sticky -bottom-2 flex justify-end gap-2 bg-surface-raised py-2">
        {state.phase === 'cancelled' && (
          <button type="button" onClick={rescan} className={`${SECONDARY_BUTTON} h-7`}>
            {t.redact.scanAgain}
          </button>
        )}
        <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} h-7`}>
          {t.redact.close}
        </button>
        <button
          type="button"
          data-testid="redact-save"
          disabled={state.phase !== 'ready' || state.files.length === 0}
          onClick={() => save(rejected)}
          className={`${PRIMARY_BUTTON} h-7`}
        >
          {t.redact.save}
        </button>
      </div>
    </section>
  );
}
