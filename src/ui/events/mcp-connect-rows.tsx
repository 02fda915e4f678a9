import type {
  McpConnectBeginPayload,
  McpConnectEndPayload,
  McpServerResult,
} from '../../protocol/types';
import type { EventItem } from '../../store/model';
import { Badge, type Tone } from '../common/badge';
import { formatDuration } from '../common/format';
import { EventLine } from './event-line';

const tone = (status: string): Tone =>
  status === 'completed' || status === 'connected' ? 'ok' : status === 'aborted' ? 'wait' : 'error';

/** mcp_connect_begin: which servers start connecting. */
export function McpConnectBeginRow({ item }: { item: EventItem }) {
  const servers = (item.envelope.payload as Partial<McpConnectBeginPayload>).servers ?? [];
  return (
    <EventLine label="MCP" timestamp={item.timestamp} testId="mcp-connect-begin">
      <span>connecting</span>
      {servers.map((s) => (
        <Badge key={s} mono>
          {s}
        </Badge>
      ))}
    </EventLine>
  );
}

function ServerResult({ r }: { r: McpServerResult }) {
  return (
    <li
      data-server={r.server}
      data-status={r.status}
      className="flex min-w-0 flex-wrap items-center gap-1.5 py-0.5 text-xs"
    >
      <span className="font-mono font-semibold text-zinc-800 dark:text-zinc-200">{r.server}</span>
      <Badge tone={tone(r.status)}>{r.status}</Badge>
      <span className="text-zinc-500">{r.transport}</span>
      {typeof r.duration_ms === 'number' ? (
        <span className="font-mono text-zinc-500">{formatDuration(r.duration_ms)}</span>
      ) : null}
      {Array.isArray(r.tools) ? (
        <span className="text-zinc-500">{r.tools.length} tools</span>
      ) : null}
      {r.error ? (
        <span className="basis-full font-mono [overflow-wrap:anywhere] text-rose-700 dark:text-rose-300">
          {r.error}
        </span>
      ) : null}
    </li>
  );
}

/** mcp_connect_end: overall status, then each server's status, transport, time and error. */
export function McpConnectEndRow({ item }: { item: EventItem }) {
  const p = item.envelope.payload as Partial<McpConnectEndPayload>;
  const results = p.results ?? [];
  const failed = results.filter((r) => tone(r.status) === 'error').length;
  return (
    <EventLine
      label="MCP"
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
      <Badge tone={tone(p.status ?? 'failed')} data-status={p.status}>
        {p.status ?? 'unknown'}
      </Badge>
      <span>
        {results.length} {results.length === 1 ? 'server' : 'servers'}
        {failed > 0 ? `, ${failed} failed` : ''}
      </span>
      {results.map((r, i) => (
        <Badge key={`${r.server}-${i}`} mono tone={tone(r.status)} title={r.error ?? r.status}>
          {r.server}
        </Badge>
      ))}
    </EventLine>
  );
}
