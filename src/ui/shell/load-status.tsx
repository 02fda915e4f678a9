// The active document's load, in the header: progress while reading, the record count after.
import { useDoc, useDocState } from '../../docs/doc-context';
import { loadStateOf, type FileLoad } from '../../docs/source-status';
import { formatBytes, fraction } from './format';
import { useDocTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';
import { readingText } from '../../problems/problem-text';

export function LoadStatus() {
  const t = useT();
  const doc = useDoc();
  const status = useDocState((s) => s.status);
  // A live document counts what its store applied; a file load what it fed so far.
  const applied = useDocTraceView(doc.store, 'records');
  const load: FileLoad =
    status.kind === 'file'
      ? status.load
      : { state: loadStateOf(status), bytesRead: 0, totalBytes: 0, records: applied };
  const canCancel = doc.capabilities(status).cancel;
  const part = fraction(load.bytesRead, load.totalBytes);
  const error = load.reading ? readingText(t.problems, load.reading) : (load.error ?? '');
  return (
    <div
      data-testid="load-status"
      data-load-state={load.state}
      data-records={load.records}
      className="flex min-w-0 items-center gap-2 text-xs text-fg-muted tabular-nums"
    >
      {load.state === 'loading' ? (
        <>
          <span className="size-2 shrink-0 animate-pulse rounded-full bg-indigo-500" aria-hidden />
          <span className="truncate">
            {status.kind !== 'file'
              ? // A live link reads no bytes of a file: it waits for its history or first events.
                t.shell.load.waiting
              : t.shell.load.reading(
                  part !== null ? `${Math.round(part * 100)}%` : formatBytes(load.bytesRead),
                )}{' '}
            · {t.shell.load.records(load.records)}
          </span>
          {canCancel && (
            <button
              type="button"
              data-testid="load-cancel"
              onClick={doc.actions.cancel}
              className="rounded px-1.5 py-0.5 font-medium text-fg-label ring-1 ring-line-strong hover:bg-raised-soft"
            >
              {t.common.cancel}
            </button>
          )}
        </>
      ) : load.state === 'error' ? (
        <span className="truncate text-rose-600 dark:text-rose-400" title={error}>
          {t.shell.load.couldNotRead(error)}
        </span>
      ) : (
        <span className="truncate">
          {t.shell.load.records(load.records)}
          {load.cancelled ? t.shell.load.stopped : ''}
          {load.totalBytes > 0 ? ` · ${formatBytes(load.totalBytes)}` : ''}
        </span>
      )}
    </div>
  );
}
