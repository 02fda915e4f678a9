// The context's estimated size against the model's window: system prompt, tools and messages.
import type { ModelContext } from '../../context/model-context';
import { formatBytes } from '../common/format';
import { useLanguage, useT } from '../i18n/language-store';
import { formatInteger } from '../../i18n/count-of';

const SEGMENTS = [
  { key: 'system', bar: 'bg-violet-400 dark:bg-violet-500' },
  { key: 'tools', bar: 'bg-sky-400 dark:bg-sky-500' },
  { key: 'messages', bar: 'bg-indigo-500' },
] as const;

export function ContextTotals({ context }: { context: ModelContext }) {
  const t = useT().context.totals;
  const language = useLanguage();
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
        aria-label={t.meter}
        aria-valuemin={0}
        aria-valuemax={scale}
        aria-valuenow={total}
        className="flex h-2 overflow-hidden rounded-full bg-raised"
      >
        {SEGMENTS.map((s) => (
          <span
            key={s.key}
            title={t.segmentTitle(t.segment[s.key], parts[s.key])}
            className={s.bar}
            style={{ width: `${Math.min(100, (parts[s.key] / scale) * 100)}%` }}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-x-3 text-[11px] text-fg-muted">
        <span className="font-medium text-fg">
          {t.tokens(total)}
          {window !== undefined && t.ofWindow(window, ((total / window) * 100).toFixed(1))}
        </span>
        {SEGMENTS.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <span aria-hidden className={`size-2 rounded-sm ${s.bar}`} />
            {t.segment[s.key]} ≈ {formatInteger(language, parts[s.key])}
          </span>
        ))}
        {context.total.binaryBytes > 0 && (
          <span>{t.binary(formatBytes(context.total.binaryBytes))}</span>
        )}
      </p>
      <p className="text-[11px] text-fg-faint">
        {t.estimated}
        {context.reported !== undefined && t.reported(context.reported)}
      </p>
    </div>
  );
}
