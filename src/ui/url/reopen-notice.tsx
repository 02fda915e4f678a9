// On the start page when a link named a file opened from disk: a link cannot open it, the reader
// can, and the view the link described follows.
import { useUrlSync } from './url-store';

export function ReopenNotice() {
  const file = useUrlSync((s) => s.pending?.file);
  if (file === undefined) return null;
  return (
    <p
      role="status"
      data-testid="reopen-file"
      className="rounded-md border border-line bg-sunken px-3 py-2 text-sm text-fg"
    >
      This link shows <span className="font-mono wrap-anywhere">{file}</span>, a file opened from
      disk, which a link cannot open. Open it again (drop it here or <strong>Open files</strong>) to
      see the same view.
    </p>
  );
}
