// A child card's tokens and cost, the child with its own children.
import type { SessionKey } from '../../store/model';
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';
import { SpendFigures } from './spend-figures';
import { useTreeSpend } from './use-spend';

export function ChildSpend({ session }: { session: SessionKey }) {
  const spend = useTreeSpend(session);
  // The card's figures above count this child alone: with children of its own, these differ,
  // so they say whose they are, as the summary bar does.
  const nested = useTraceView('hasChildren', session);
  const t = useT().cost;
  return (
    <div className="pl-6">
      <SpendFigures
        spend={spend}
        testId="child-spend"
        scope={nested ? t.withSubagents : undefined}
      />
    </div>
  );
}
