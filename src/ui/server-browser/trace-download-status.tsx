import { formatBytes } from '../shell/format';
import type { TraceDownload } from './browser-store';

export function TraceDownloadStatus({ download: d }: { download: TraceDownload }) {
  const { bytes, totalBytes, files } = d.progress;
  return (
    <div
      data-testid="trace-download"
      data-state={d.error ? 'error' : 'loading'}
      className="flex flex-col gap-1 text-xs"
    >
      <span className={d.error ? 'text-danger' : ''}>
        {d.error
          ? `Could not download the Trace files of ${d.session.title ?? d.session.sessionId}: ${d.error}`
          : `Downloading the Trace files of ${d.session.title ?? d.session.sessionId}: ${files} file${files === 1 ? '' : 's'}, ${formatBytes(bytes)}${totalBytes > 0 ? ` of ${formatBytes(totalBytes)}` : ''}`}
      </span>
      {!d.error && (
        <progress
          className="h-1 w-full"
          aria-label="Trace files downloaded"
          {...(totalBytes > 0 ? { value: bytes, max: totalBytes } : {})}
        />
      )}
    </div>
  );
}
