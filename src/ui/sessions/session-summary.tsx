// The figures of the session on screen (the focused one): for the header area.
import type { SessionKey } from '../../store/model';
import { useViewStore } from '../../docs/doc-context';
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { useTraceView } from '../trace-context';
import { ContextMeter } from './context-meter';
import { useT } from '../i18n/language-store';

function Figure({
  name,
  value,
  tone,
  title,
  testId,
}: {
  name: string;
  value: string;
  tone?: string | undefined;
  title?: string | undefined;
  testId?: string;
}) {
  return (
    <span title={title} data-testid={testId} className="whitespace-nowrap">
      <span className={`font-mono tabular-nums ${tone ?? 'text-fg-title'}`}>{value}</span>{' '}
      <span className="text-fg-muted">{name}</span>
    </span>
  );
}

export function SessionSummary({ session }: { session?: SessionKey }) {
  const focus = useViewStore((s) => s.focus);
  const key = session ?? focus;
  const f = useTraceView('sessionFigures', key);
  // Beside the header's total with subagents, this one says it counts one session.
  const nested = useTraceView('nested');
  // Its last token_usage counts files not opened: the figure is theirs, the whole in its title.
  const whole = useTraceView('tokensUnopened', key);
  const t = useT().sessions.summary;
  if (!f) return null;
  const alone = key === '' ? t.mainAlone : t.subagentAlone;
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
      <Figure name={t.requests(f.requests)} value={String(f.requests)} />
      {/* Beside the requests they count: after the tool calls, "0 failed" read as none of them
          had failed, a denied one included. */}
      <Figure
        name={t.failed}
        value={String(f.errors)}
        title={t.failedTitle}
        tone={f.errors > 0 ? 'text-danger-vivid' : undefined}
      />
      <Figure
        name={t.retries(f.retries)}
        value={String(f.retries)}
        tone={f.retries > 0 ? 'text-warn-vivid' : undefined}
      />
      <Figure name={t.toolCalls(f.toolCalls)} value={String(f.toolCalls)} />
      {f.tokens !== undefined && (
        <Figure
          testId="session-tokens"
          name={whole !== undefined ? t.tokensOpened : nested ? t.tokensAlone(alone) : t.tokens}
          value={formatTokens(f.tokens)}
          title={
            whole !== undefined
              ? t.tokensOpenedTitle(formatCount(f.tokens), formatCount(whole))
              : t.tokensInTotal(formatCount(f.tokens), nested ? alone : undefined)
          }
        />
      )}
      {f.durationMs !== undefined && (
        <Figure name={t.elapsed} value={formatDuration(f.durationMs)} />
      )}
      {f.contextUsed !== undefined && f.contextWindow !== undefined && (
        <ContextMeter used={f.contextUsed} window={f.contextWindow} />
      )}
    </div>
  );
}
