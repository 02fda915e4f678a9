import type { EventRowProps } from '../rows/row-props';
import { Badge } from '../common/badge';
import { formatDuration } from '../common/format';
import { lookUp } from '../common/look-up';
import { UnknownValue } from '../common/unknown-value';
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { SearchedPart } from '../search/highlighted';
import { EventLine } from './event-line';
import { mcpResultView, mcpTone, type McpResultView } from './mcp-results';
import { useT } from '../i18n/language-store';

/** mcp_connect_begin: which servers start connecting. */
export function McpConnectBeginRow({ item, payload }: EventRowProps<'mcp_connect_begin'>) {
  const servers = payload.servers;
  const t = useT().events;
  return (
    <EventLine label={t.mcp} timestamp={item.timestamp} testId="mcp-connect-begin">
      <span>{t.mcpConnecting}</span>
      {servers.map((s, i) => (
        <Badge key={`${s}-${i}`} mono>
          <VisibleText text={s} />
        </Badge>
      ))}
    </EventLine>
  );
}

function ServerResult({ r }: { r: McpResultView }) {
  const t = useT().events;
  return (
    <li
      data-server={r.server}
      data-status={r.status}
      className="flex min-w-0 flex-wrap items-center gap-1.5 py-0.5 text-xs"
    >
      <span className="font-mono font-semibold text-fg">
        <VisibleText text={r.server} />
      </span>
      <Badge tone={mcpTone(r.status)} data-mcp-status={r.status}>
        <VisibleText text={r.status} />
      </Badge>
      <span className="text-fg-faint" data-mcp-transport={r.transport}>
        <VisibleText text={r.transport} />
      </span>
      {r.durationMs !== undefined ? (
        <span className="font-mono text-fg-faint">{formatDuration(r.durationMs)}</span>
      ) : null}
      {r.toolCount !== undefined ? (
        <span className="text-fg-faint">{t.mcpTools(r.toolCount)}</span>
      ) : null}
      {r.error ? (
        <span className="basis-full font-mono [overflow-wrap:anywhere] text-danger">
          <SearchedPart part="error">
            <VisibleText text={r.error} />
          </SearchedPart>
        </span>
      ) : null}
    </li>
  );
}

/** mcp_connect_end: overall status, then each server's status, transport, time and error. */
export function McpConnectEndRow({ item, payload: p }: EventRowProps<'mcp_connect_end'>) {
  // Only `results` being an array is checked: each entry is read as it comes (mcp-results.ts).
  const results = p.results.map(mcpResultView);
  const failed = results.filter((r) => mcpTone(r.status) === 'error').length;
  const t = useT().events;
  const status = lookUp(t.mcpStatus, p.status);
  return (
    <EventLine
      label={t.mcp}
      timestamp={item.timestamp}
      testId="mcp-connect-end"
      details={
        <ul>
          {results.map((r, i) => (
            <ServerResult key={`${r.server}-${i}`} r={r} />
          ))}
        </ul>
      }
    >
      {status !== undefined ? (
        <Badge tone={mcpTone(p.status)} data-status={p.status}>
          {status}
        </Badge>
      ) : (
        <UnknownValue field="MCP status" value={p.status} />
      )}
      <span>
        {t.mcpServers(results.length)}
        {failed > 0 ? t.mcpFailed(failed) : ''}
      </span>
      {results.map((r, i) => (
        <Badge
          key={`${r.server}-${i}`}
          mono
          tone={mcpTone(r.status)}
          title={revealInvisible(r.error ?? r.status)}
        >
          <VisibleText text={r.server} />
        </Badge>
      ))}
    </EventLine>
  );
}
