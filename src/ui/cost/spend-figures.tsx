// Tokens by kind and what they cost, or which model has no price. One look for the summary bar
// and the child cards; `data-cost` carries the unrounded dollars so sums can be checked.
import type { Spend } from '../../cost/spend';
import { formatTokens } from '../common/format';
import { formatCost } from './format-cost';
import { noPriceText } from './no-price-text';
import { useT } from '../i18n/language-store';

const KINDS = ['input', 'cache_read', 'cache_write', 'output'] as const;

export function SpendFigures({
  spend,
  testId,
  scope,
}: {
  spend: Spend;
  testId: string;
  /** Whose tokens these are, where another total is on screen beside them. */
  scope?: string | undefined;
}) {
  const t = useT().cost;
  const { tokens, cost, unpriced } = spend;
  if (tokens.total === 0) return null;
  return (
    <span
      data-testid={testId}
      data-cost={cost}
      data-total={tokens.total}
      className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 font-mono text-[11px] text-fg-muted"
    >
      {scope !== undefined && (
        // Beside another total (the main session's alone), this one says whose it is and how
        // much in all before it breaks it down.
        <>
          <span data-testid="spend-scope" className="font-sans text-fg-faint">
            {scope}
          </span>
          <span data-testid="spend-total" className="text-fg-label">
            {t.tokens(formatTokens(tokens.total))}
          </span>
          <span aria-hidden className="text-fg-faint">
            ·
          </span>
        </>
      )}
      {KINDS.map((k) => (
        <span key={k} title={t.kindTitle[k](tokens[k])}>
          <span className="text-fg-faint">{t.short[k]} </span>
          {formatTokens(tokens[k])}
        </span>
      ))}
      {(cost > 0 || unpriced.length === 0) && (
        <span data-testid="cost" className="font-medium text-fg-label">
          {formatCost(cost)}
        </span>
      )}
      {unpriced.length > 0 && (
        <span data-testid="no-price" className="text-warn">
          {noPriceText(unpriced, t)}
        </span>
      )}
    </span>
  );
}
