import { formatBytes } from '../shell/format';
import type { TraceDownload } from '../../live/server-browser/browser-store';
import { useT } from '../i18n/language-store';

export function TraceDownloadStatus({ download: d }: { download: TraceDownload }) {
  const { bytes, totalBytes, files } = d.progress;
  const words = useT().serverBrowser;
  const session = d.session.title ?? d.session.sessionId;
  return (
    <div
      data-testid="trace-download"
      data-state={d.error ? 'error' : 'loading'}
      className="flex flex-col gap-1 text-xs"
    >
      <span className={d.error ? 'text-danger' : ''}>
        {d.error
          ? words.downloadFailed(session, d.error)
          : `${words.downloading(session, files, formatBytes(bytes))}${totalBytes > 0 ? words.ofTotal(formatBytes(totalBytes)) : ''}`}
      </span>
      {!d.error && (
        <progress
          className="h-1 w-full"
          aria-label={words.downloaded}
          {...(totalBytes > 0 ? { value: bytes, max: totalBytes } : {})}
        />
      )}
    </div>
  );
}
