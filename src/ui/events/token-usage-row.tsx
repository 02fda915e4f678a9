import type { TokenCounts, TokenUsagePayload } from '../../protocol/types';
import type { EventItem } from '../../store/model';
import { Badge } from '../common/badge';
import { formatCount, formatTokens } from '../common/format';
import { EventLine } from './event-line';

const FIELDS = [
  ['cache_read', 'cache read'],
  ['cache_write', 'cache write'],
  ['output', 'output'],
  ['total', 'total'],
] as const;

function Counts({ counts, scope }: { counts: TokenCounts | undefined; scope: string }) {
  if (!counts) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-scope={scope}>
      <span className="text-[11px] text-fg-faint">{scope}</span>
      {FIELDS.map(([key, label]) => (
        <Badge key={key} mono title={`${label}: ${formatCount(counts[key])}`} data-field={key}>
          {label} {formatTokens(counts[key])}
        </Badge>
      ))}
    </span>
  );
}

/** token_usage: this request's counts, then the session's running total. */
export function TokenUsageRow({ item }: { item: EventItem }) {
  const p = item.envelope.payload as Partial<TokenUsagePayload>;
  return (
    <EventLine label="Tokens" timestamp={item.timestamp} testId="token-usage">
      <Counts counts={p.request} scope="request" />
      {p.session ? (
        <Badge
          mono
          tone="accent"
          title={`session total: ${formatCount(p.session.total)}`}
          data-field="session_total"
        >
          session {formatTokens(p.session.total)}
        </Badge>
      ) : null}
    </EventLine>
  );
}
