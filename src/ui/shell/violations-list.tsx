import { clipText } from '../../ingest/clip-text';
import type { Violation } from '../../store/model';
import { revealInvisible } from '../common/invisible-chars';
import type { PVec } from '../../store/pvec';
import { formatCount } from './format';
import { SeverityBadge } from './severity-badge';
import { ViolationLinks } from '../workbench/violation-links';

const SHOWN = 500;

function where(v: Violation): string {
  const parts: string[] = [];
  if (v.at?.file !== undefined)
    parts.push(v.at.line !== undefined ? `${v.at.file}:${v.at.line}` : v.at.file);
  if (v.at?.eventId !== undefined) parts.push(`event ${revealInvisible(clipText(v.at.eventId))}`);
  if (v.session !== '') parts.push(`in ${v.session}`);
  return parts.join(' · ');
}

export function ViolationsList({ violations }: { violations: PVec<Violation> }) {
  if (violations.size === 0)
    return <p className="p-4 text-xs text-fg-muted">No protocol rule was broken.</p>;
  const shown: Violation[] = [];
  for (const v of violations) {
    if (shown.length >= SHOWN) break;
    shown.push(v);
  }
  return (
    <ol className="divide-y divide-line-faint">
      {shown.map((v, i) => (
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
            <span className="text-fg-faint">§{v.section}</span>
          </div>
          <div className="text-fg">{v.message}</div>
          {where(v) && <div className="font-mono wrap-anywhere text-fg-muted">{where(v)}</div>}
          <ViolationLinks violation={v} />
        </li>
      ))}
      {violations.size > SHOWN && (
        <li className="px-3 py-2 text-xs text-fg-faint">
          and {formatCount(violations.size - SHOWN)} more
        </li>
      )}
    </ol>
  );
}
