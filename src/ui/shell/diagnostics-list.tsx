import type { Diagnostic } from '../../ingest/types';
import { formatCount } from './format';
import { SeverityBadge } from './severity-badge';

/** A file full of garbage would make one row per line; the first ones tell the story. */
const SHOWN = 500;

/** A garbage line may have no spaces: the excerpt wraps anywhere. */
const EXCERPT_TEXT = 'font-mono text-[11px] break-all whitespace-pre-wrap text-fg-soft';

export function DiagnosticsList({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  if (diagnostics.length === 0)
    return <p className="p-4 text-xs text-fg-muted">Every line was read.</p>;
  return (
    <ol className="divide-y divide-line-faint">
      {diagnostics.slice(0, SHOWN).map((d, i) => (
        <li
          key={i}
          data-testid="diagnostic"
          data-severity={d.severity}
          data-line={d.line}
          className="flex flex-col gap-1 px-3 py-2 text-xs"
        >
          <div className="flex min-w-0 items-center gap-2">
            <SeverityBadge severity={d.severity} />
            <span className="min-w-0 truncate font-mono text-fg-muted" title={d.file}>
              {d.file}
              {d.line !== undefined && `:${d.line}`}
              {d.eventId !== undefined && ` #${d.eventId}`}
            </span>
          </div>
          <div className="text-fg">{d.reason}</div>
          {d.excerpt !== undefined && (
            <pre className={`overflow-x-auto rounded bg-sunken px-2 py-1 ${EXCERPT_TEXT}`}>
              {d.excerpt}
            </pre>
          )}
        </li>
      ))}
      {diagnostics.length > SHOWN && (
        <li className="px-3 py-2 text-xs text-zinc-500">
          and {formatCount(diagnostics.length - SHOWN)} more
        </li>
      )}
    </ol>
  );
}
