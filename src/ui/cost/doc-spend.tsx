// The summary bar's tokens and cost: the requests read of the main session with all its children,
// and the prices.
import { useTraceView } from '../trace-context';
import { PriceTableDialog } from './price-table-dialog';
import { PriceTableToggle } from './price-table-toggle';
import { SpendFigures } from './spend-figures';
import { useTreeSpend } from './use-spend';
import { useT } from '../i18n/language-store';

export function DocSpend() {
  const t = useT().cost;
  const spend = useTreeSpend('');
  const models = useTraceView('models');
  // The session summary beside it counts the session on screen alone.
  const nested = useTraceView('nested');
  // Or the whole session, as its last token_usage counts it, when its earlier files are not open.
  const unopened = useTraceView('tokensUnopened', '') !== undefined;
  const scope = unopened
    ? nested
      ? t.openedWithSubagents
      : t.opened
    : nested
      ? t.withSubagents
      : undefined;
  return (
    <>
      <SpendFigures spend={spend} testId="doc-spend" scope={scope} />
      <PriceTableToggle />
      <PriceTableDialog models={models} />
    </>
  );
}
