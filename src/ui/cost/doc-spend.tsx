// The summary bar's tokens and cost: the main session with all its children, and the prices.
import { useTrace } from '../trace-context';
import { PriceTableDialog } from './price-table-dialog';
import { PriceTableToggle } from './price-table-toggle';
import { SpendFigures } from './spend-figures';
import { traceModels } from './trace-models';
import { useTreeSpend } from './use-spend';
import { useT } from '../i18n/language-store';

export function DocSpend() {
  const t = useT().cost;
  const spend = useTreeSpend('');
  const models = useTrace((s) => traceModels(s.trace));
  // The session summary beside it counts the session on screen alone.
  const nested = useTrace((s) => s.trace.sessions.size > 1);
  return (
    <>
      <SpendFigures spend={spend} testId="doc-spend" scope={nested ? t.withSubagents : undefined} />
      <PriceTableToggle />
      <PriceTableDialog models={models} />
    </>
  );
}
