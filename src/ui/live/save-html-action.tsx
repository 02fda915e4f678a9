// The "Save as HTML" row of the Save menu: one self-contained file to share, redacted on request.
import { useState } from 'react';
import { downloadBlob } from '../../export/download';
import type { SaveEntry } from '../../export/save-entries';
import { replacedSummary } from '../../redact/report';
import { useT } from '../i18n/language-store';
import { NoViewerError, saveAsHtml } from './save-html';

type Status = { phase: 'idle' | 'busy' } | { phase: 'done' | 'failed'; text: string };

export function SaveHtmlAction({ entries }: { entries: readonly SaveEntry[] }) {
  const [redact, setRedact] = useState(false);
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const t = useT();
  const words = t.live.save;
  const save = () => {
    setStatus({ phase: 'busy' });
    saveAsHtml(entries, redact).then(
      (saved) => {
        downloadBlob(saved.name, saved.blob);
        const what =
          saved.redacted === undefined
            ? ''
            : words.redacted(replacedSummary(saved.redacted, t.redact));
        setStatus({ phase: 'done', text: `${words.saved(saved.name)}${what}` });
      },
      (e: unknown) =>
        setStatus({
          phase: 'failed',
          text:
            e instanceof NoViewerError
              ? words.noViewer
              : e instanceof Error
                ? e.message
                : String(e),
        }),
    );
  };
  return (
    <div className="mt-1 border-t border-line px-2 pt-2 pb-1">
      <div className="flex items-center gap-3">
        <button
          type="button"
          data-testid="save-html"
          disabled={status.phase === 'busy'}
          title={words.htmlTitle}
          onClick={save}
          className="rounded py-1 font-medium text-accent hover:underline disabled:opacity-50"
        >
          {status.phase === 'busy' ? words.savingHtml : words.html}
        </button>
        <label className="flex items-center gap-1 text-fg-muted">
          <input
            type="checkbox"
            data-testid="save-html-redact"
            checked={redact}
            onChange={(e) => setRedact(e.currentTarget.checked)}
          />
          {words.redactFirst}
        </label>
      </div>
      {'text' in status && (
        <p
          data-testid="save-html-status"
          role="status"
          className={status.phase === 'failed' ? 'text-danger' : 'text-fg-muted'}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
