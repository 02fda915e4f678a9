import type { SessionFigures } from '../../store/derive/session-figures';
import { formatCount, formatDuration, formatTokens } from '../common/format';
import { useT } from '../i18n/language-store';

export function ChildCardFigures({ figures: f }: { figures: SessionFigures }) {
  const t = useT().sessions;
  const parts: { text: string; title?: string }[] = [
    { text: t.messageCount(f.messages) },
    { text: t.toolCallCount(f.toolCalls) },
    ...(f.tokens !== undefined
      ? [{ text: t.tokens(formatTokens(f.tokens)), title: formatCount(f.tokens) }]
      : []),
    ...(f.durationMs !== undefined ? [{ text: formatDuration(f.durationMs) }] : []),
    ...(f.retries > 0 ? [{ text: t.retryCount(f.retries) }] : []),
  ];
  return (
    <div
      data-testid="child-figures"
      className="mt-0.5 flex min-w-0 flex-wrap gap-x-2 pl-6 text-[11px] text-fg-muted"
    >
      {f.model && <span className="truncate font-mono">{f.model}</span>}
      {parts.map((p) => (
        <span key={p.text} title={p.title}>
          {p.text}
        </span>
      ))}
    </div>
  );
}
