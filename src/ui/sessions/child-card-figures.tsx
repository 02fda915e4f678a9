import type { SessionFigures } from '../../store/derive/session-figures';
import { formatCount, formatDuration, formatTokens } from '../common/format';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ChildCardFigures({ figures: f }: { figures: SessionFigures }) {
  const parts = [
    plural(f.messages, 'message'),
    plural(f.toolCalls, 'tool call'),
    ...(f.tokens !== undefined ? [`${formatTokens(f.tokens)} tokens`] : []),
    ...(f.durationMs !== undefined ? [formatDuration(f.durationMs)] : []),
    ...(f.retries > 0 ? [plural(f.retries, 'retry', 'retries')] : []),
  ];
  return (
    <div
      data-testid="child-figures"
      className="mt-0.5 flex min-w-0 flex-wrap gap-x-2 pl-6 text-[11px] text-fg-muted"
    >
      {f.model && <span className="truncate font-mono">{f.model}</span>}
      {parts.map((p) => (
        <span
          key={p}
          title={p.endsWith('tokens') && f.tokens !== undefined ? formatCount(f.tokens) : undefined}
        >
          {p}
        </span>
      ))}
    </div>
  );
}
