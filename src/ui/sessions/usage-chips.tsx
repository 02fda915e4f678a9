// One request's tokens as small chips: cache read, cache write, output, total.
import type { TokenCounts } from '../../protocol/types';
import { formatCount, formatTokens } from '../common/format';

const CHIPS = [
  ['cache_read', 'read', 'cache read'],
  ['cache_write', 'write', 'cache write'],
  ['output', 'out', 'output'],
] as const;

export function UsageChips({ usage }: { usage: TokenCounts }) {
  return (
    <span
      data-testid="usage-chips"
      data-total={usage.total}
      className="inline-flex flex-wrap items-center gap-1"
    >
      {CHIPS.map(([key, short, long]) => (
        <span
          key={key}
          title={`${long}: ${formatCount(usage[key])} tokens`}
          className="rounded bg-zinc-100 px-1 font-mono text-[10.5px] text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400"
        >
          <span className="text-zinc-400 dark:text-zinc-500">{short} </span>
          {formatTokens(usage[key])}
        </span>
      ))}
      <span
        title={`total: ${formatCount(usage.total)} tokens`}
        className="rounded bg-indigo-50 px-1 font-mono text-[10.5px] font-medium text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300"
      >
        Σ {formatTokens(usage.total)}
      </span>
    </span>
  );
}
