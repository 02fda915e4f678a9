// The context's estimated size against the model's window: system prompt, tools and messages.
import type { ModelContext } from '../../context/model-context';
import { formatBytes, formatCount } from '../common/format';

const SEGMENTS = [
  { key: 'system', label: 'system prompt', bar: 'bg-violet-400 dark:bg-violet-500' },
  { key: 'tools', label: 'tools', bar: 'bg-sky-400 dark:bg-sky-500' },
  { key: 'messages', label: 'messages', bar: 'bg-indigo-500' },
] as const;

export function ContextTotals({ context }: { context: ModelContext }) {
  const messages = context.messages.reduce((n, m) => n + m.tokens, 0);
  const parts = {
    system: context.systemPrompt?.tokens ?? 0,
    tools: context.tools?.tokens ?? 0,
    messages,
  };
  const total = parts.system + parts.tools + parts.messages;
  const window = context.window;
  const scale = window ?? Math.max(total, 1);
  return (
    <div
      data-testid="context-totals"
      data-tokens={total}
      data-window={window}
      className="space-y-1"
    >
      <div
        role="meter"
        aria-label="estimated context against the window"
        aria-valuemin={0}
        aria-valuemax={scale}
        aria-valuenow={total}
        className="flex h-2 overflow-hidden rounded-full bg-raised"
      >
        {SEGMENTS.map((s) => (
          <span
            key={s.key}
            title={`${s.label}: ≈ ${formatCount(parts[s.key])} tokens`}
            className={s.bar}
            style={{ width: `${Math.min(100, (parts[s.key] / scale) * 100)}%` }}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-x-3 text-[11px] text-fg-muted">
        <span className="font-medium text-fg">
          ≈ {formatCount(total)} tokens
          {window !== undefined &&
            ` of ${formatCount(window)} (${((total / window) * 100).toFixed(1)}%)`}
        </span>
        {SEGMENTS.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <span aria-hidden className={`size-2 rounded-sm ${s.bar}`} />
            {s.label} ≈ {formatCount(parts[s.key])}
          </span>
        ))}
        {context.total.binaryBytes > 0 && (
          <span>+ {formatBytes(context.total.binaryBytes)} of images or data, not estimated</span>
        )}
      </p>
      <p className="text-[11px] text-fg-faint">
        Estimated as characters ÷ 4.
        {context.reported !== undefined &&
          ` The provider counted ${formatCount(context.reported)} input tokens for this request (token_usage total − output).`}
      </p>
    </div>
  );
}
