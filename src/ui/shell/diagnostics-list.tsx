import type { DiagnosticTally } from '../../docs/diagnostic-tally';
import { clipText } from '../../ingest/clip-text';
import { VisibleText } from '../common/visible-text';
import { formatInteger } from '../../i18n/count-of';
import { readingText } from '../../problems/problem-text';
import { useLanguage, useT } from '../i18n/language-store';
import { SeverityBadge } from './severity-badge';

/** A garbage line may have no spaces: the excerpt wraps anywhere. */
const EXCERPT_TEXT = 'font-mono text-[11px] wrap-anywhere whitespace-pre-wrap text-fg-soft';

/** The kept diagnostics (a file full of garbage would make one row per line), then the count of the rest. */
export function DiagnosticsList({ tally }: { tally: DiagnosticTally }) {
  const t = useT();
  const language = useLanguage();
  const { kept, total } = tally;
  if (total === 0)
    return <p className="p-4 text-xs text-fg-muted">{t.problems.panel.everyLineRead}</p>;
  const count = (n: number) => formatInteger(language, n);
  return (
    <ol className="divide-y divide-line-faint">
      {kept.map((d, i) => (
        <li
          key={i}
          data-testid="diagnostic"
          data-severity={d.severity}
          data-line={d.line}
          className="flex flex-col gap-1 px-3 py-2 text-xs"
        >
          <div className="flex min-w-0 items-center gap-2">
            <SeverityBadge severity={d.severity} />
            <span className="min-w-0 truncate font-mono text-fg-muted" title={clipText(d.file)}>
              <VisibleText text={clipText(d.file)} />
              {d.line !== undefined && `:${d.line}`}
              {d.eventId !== undefined && (
                <>
                  {' #'}
                  <VisibleText text={clipText(d.eventId)} />
                </>
              )}
            </span>
          </div>
          <div className="break-words text-fg">{readingText(t.problems, d)}</div>
          {d.excerpt !== undefined && (
            <pre className={`overflow-x-auto rounded bg-sunken px-2 py-1 ${EXCERPT_TEXT}`}>
              {d.excerpt}
            </pre>
          )}
        </li>
      ))}
      {total > kept.length && (
        <li
          data-testid="diagnostics-more"
          data-total={total}
          className="px-3 py-2 text-xs text-fg-faint"
        >
          {t.problems.panel.moreOfTotal(count(total - kept.length), count(total))}
        </li>
      )}
    </ol>
  );
}
