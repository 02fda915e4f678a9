import type { TokenCounts } from '../../protocol/types';
import type { EventRowProps } from '../rows/row-props';
import { Badge } from '../common/badge';
import { formatCount, formatTokens } from '../common/format';
import { EventLine } from './event-line';
import { useT } from '../i18n/language-store';

const FIELDS = ['cache_read', 'cache_write', 'output', 'total'] as const;

function Counts({ counts, scope, label }: { counts: TokenCounts; scope: string; label: string }) {
  const t = useT().events;
  return (
    // On a phone its chips flow with the session's on the line below the label (EventLine wide).
    <span className="inline-flex flex-wrap items-center gap-1 max-sm:contents" data-scope={scope}>
      <span className="text-[11px] text-fg-faint">{label}</span>
      {FIELDS.map((key) => (
        <Badge
          key={key}
          mono
          title={t.tokenFieldTitle(t.tokenField[key], formatCount(counts[key]))}
          data-field={key}
        >
          {t.tokenField[key]} {formatTokens(counts[key])}
        </Badge>
      ))}
    </span>
  );
}

/** token_usage: this request's counts, then the session's running total. */
export function TokenUsageRow({ item, payload: p }: EventRowProps<'token_usage'>) {
  const t = useT().events;
  return (
    <EventLine label={t.tokens} timestamp={item.timestamp} testId="token-usage" wide>
      <Counts counts={p.request} scope="request" label={t.scopeRequest} />
      <Badge
        mono
        tone="accent"
        title={t.sessionTotal(formatCount(p.session.total))}
        data-field="session_total"
      >
        {t.sessionTokens(formatTokens(p.session.total))}
      </Badge>
    </EventLine>
  );
}
