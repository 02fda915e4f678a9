// One request's tokens as small chips: cache read, cache write, output, total.
import type { TokenCounts } from '../../protocol/types';
import { formatCount, formatTokens } from '../common/format';
import { useT } from '../i18n/language-store';

const CHIPS = [
  ['cache_read', 'read', 'cacheRead'],
  ['cache_write', 'write', 'cacheWrite'],
  ['output', 'out', 'output'],
] as const;

export function UsageChips({ usage }: { usage: TokenCounts }) {
  const t = useT().sessions.usage;
  return (
    <span
      data-testid="usage-chips"
      data-total={usage.total}
      className="inline-flex flex-wrap items-center gap-1"
    >
      {CHIPS.map(([key, short, long]) => (
        <span
          key={key}
          title={t.title(t[long], formatCount(usage[key]))}
          className="rounded bg-raised-soft px-1 font-mono text-[10.5px] text-fg-soft"
        >
          <span className="text-fg-faint">{t[short]} </span>
          {formatTokens(usage[key])}
        </span>
      ))}
      <span
        title={t.title(t.total, formatCount(usage.total))}
        className="rounded bg-indigo-50 px-1 font-mono text-[10.5px] font-medium text-accent dark:bg-indigo-950/60"
      >
        {t.sum} {formatTokens(usage.total)}
      </span>
    </span>
  );
}
