import { clipText } from '../../ingest/clip-text';
import type { Violation } from '../../store/model';
import { revealInvisible } from '../common/invisible-chars';
import { useTraceView } from '../trace-context';
import { formatInteger } from '../../i18n/count-of';
import { breachText, type ProblemWords } from '../../problems/problem-text';
import { useLanguage, useT } from '../i18n/language-store';
import { SeverityBadge } from './severity-badge';
import { ViolationLinks } from '../stream-debugger/violation-links';

const SHOWN = 500;

function where(v: Violation, words: ProblemWords['panel']): string {
  const parts: string[] = [];
  if (v.at?.file !== undefined)
    parts.push(v.at.line !== undefined ? `${v.at.file}:${v.at.line}` : v.at.file);
  if (v.at?.eventId !== undefined) parts.push(words.event(revealInvisible(clipText(v.at.eventId))));
  if (v.session !== '') parts.push(words.inSession(v.session));
  return parts.join(' · ');
}

/** The first problems of the `size` found, read as a window (a worker's trace sends no more). */
export function ViolationsList({ size }: { size: number }) {
  const t = useT();
  const language = useLanguage();
  const shown = useTraceView('violationsWindow', 0, SHOWN);
  if (size === 0)
    return <p className="p-4 text-xs text-fg-muted">{t.problems.panel.noRuleBroken}</p>;
  return (
    <ol className="divide-y divide-line-faint">
      {shown.map((v, i) => {
        const place = where(v, t.problems.panel);
        return (
          <li
            key={i}
            data-testid="violation"
            data-rule={v.rule}
            data-severity={v.severity}
            className="flex flex-col gap-1 px-3 py-2 text-xs"
          >
            <div className="flex min-w-0 items-center gap-2">
              <SeverityBadge severity={v.severity} />
              <span className="font-mono font-medium">{v.rule}</span>
              <span className="text-fg-faint">{v.section}</span>
            </div>
            <div className="text-fg">{breachText(t.problems, v)}</div>
            {place && <div className="font-mono wrap-anywhere text-fg-muted">{place}</div>}
            <ViolationLinks violation={v} />
          </li>
        );
      })}
      {size > SHOWN && (
        <li className="px-3 py-2 text-xs text-fg-faint">
          {t.problems.panel.more(formatInteger(language, size - SHOWN))}
        </li>
      )}
    </ol>
  );
}
