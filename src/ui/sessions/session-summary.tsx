// The figures of the session on screen (the focused one): for the header area.
import { useShallow } from 'zustand/react/shallow';
import { sessionFigures } from '../../store/derive/session-figures';
import type { SessionKey } from '../../store/model';
import { useViewStore } from '../../docs/doc-context';
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { useTrace } from '../trace-context';
import { ContextMeter } from './context-meter';

function Figure({
  name,
  value,
  tone,
  title,
}: {
  name: string;
  value: string;
  tone?: string | undefined;
  title?: string | undefined;
}) {
  return (
    <span title={title} className="whitespace-nowrap">
      <span className={`font-mono tabular-nums ${tone ?? 'text-fg-title'}`}>{value}</span>{' '}
      <span className="text-fg-muted">{name}</span>
    </span>
  );
}

export function SessionSummary({ session }: { session?: SessionKey }) {
  const focus = useViewStore((s) => s.focus);
  const key = session ?? focus;
  const f = useTrace(useShallow((s) => sessionFigures(s.trace, key)));
  // Beside the header's total with subagents, this one says it counts one session.
  const nested = useTrace((s) => s.trace.sessions.size > 1);
  if (!f) return null;
  const alone = key === '' ? 'main session alone' : 'this subagent alone';
  return (
    <div
      data-testid="session-summary"
      data-session={key}
      data-requests={f.requests}
      data-errors={f.errors}
      data-retries={f.retries}
      data-tool-calls={f.toolCalls}
      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs"
    >
      <Figure name={f.requests === 1 ? 'request' : 'requests'} value={String(f.requests)} />
      <Figure name={f.toolCalls === 1 ? 'tool call' : 'tool calls'} value={String(f.toolCalls)} />
      <Figure
        name="failed"
        value={String(f.errors)}
        title="Requests that failed for good; a failed attempt that was retried counts as a retry"
        tone={f.errors > 0 ? 'text-danger-vivid' : undefined}
      />
      <Figure
        name={f.retries === 1 ? 'retry' : 'retries'}
        value={String(f.retries)}
        tone={f.retries > 0 ? 'text-warn-vivid' : undefined}
      />
      {f.tokens !== undefined && (
        <Figure
          name={nested ? `tokens, ${alone}` : 'tokens'}
          value={formatTokens(f.tokens)}
          title={`${formatCount(f.tokens)} tokens in total${nested ? `, ${alone}` : ''}`}
        />
      )}
      {f.durationMs !== undefined && <Figure name="elapsed" value={formatDuration(f.durationMs)} />}
      {f.contextUsed !== undefined && f.contextWindow !== undefined && (
        <ContextMeter used={f.contextUsed} window={f.contextWindow} />
      )}
    </div>
  );
}
