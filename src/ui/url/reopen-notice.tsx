// On the start page when a link named a file opened from disk: a link cannot open it, the reader
// can, and the view the link described follows.
import { useUrlSyncStore } from './url-store';
import { useT } from '../i18n/language-store';

export function ReopenNotice() {
  const t = useT();
  const file = useUrlSyncStore((s) => s.pending?.file);
  if (file === undefined) return null;
  return (
    <p
      role="status"
      data-testid="reopen-file"
      className="rounded-md border border-line bg-sunken px-3 py-2 text-sm text-fg"
    >
      {t.url.reopenLead}
      <span className="font-mono wrap-anywhere">{file}</span>
      {t.url.reopenMiddle}
      <strong>{t.shell.start.openFiles}</strong>
      {t.url.reopenRest}
    </p>
  );
}
