// An outline entry's cost (a task, a turn, a compaction, or a child with its children); the tokens by
// kind are in its tooltip. Nothing when the entry spent nothing or its model has no price.
import type { OutlineEntry } from '../../store/outline/outline';
import { formatCost } from './format-cost';
import { noPriceText } from './no-price-text';
import { useT } from '../i18n/language-store';
import type { Spend } from '../../cost/spend';
import { useEntrySpend, useTaskSpend } from './use-spend';

export function EntryCost({ entry }: { entry: OutlineEntry }) {
  return <SpendTag spend={useEntrySpend(entry)} testId="outline-cost" />;
}

/** A task's sum, apart from the entries' own so the entries alone add up to the summary bar. */
export function TaskCost({ entries, index }: { entries: readonly OutlineEntry[]; index: number }) {
  return <SpendTag spend={useTaskSpend(entries, index)} testId="outline-task-cost" />;
}

function SpendTag({ spend, testId }: { spend: Spend; testId: string }) {
  const t = useT().cost;
  const { tokens, cost, unpriced } = spend;
  if (tokens.total === 0) return null;
  const kinds = t.entryTitle(tokens.input, tokens.cache_read, tokens.cache_write, tokens.output);
  const title = unpriced.length ? kinds + t.entryNoPrice(noPriceText(unpriced, t)) : kinds;
  return (
    <span
      data-testid={testId}
      data-cost={cost}
      data-total={tokens.total}
      title={title}
      className="ml-1.5 shrink-0 font-mono text-[10.5px] text-fg-label tabular-nums"
    >
      {cost > 0 ? formatCost(cost) : ''}
    </span>
  );
}
