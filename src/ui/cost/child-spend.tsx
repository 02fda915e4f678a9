// A child card's tokens and cost, the child with its own children.
import type { SessionKey } from '../../store/model';
import { SpendFigures } from './spend-figures';
import { useTreeSpend } from './use-spend';

export function ChildSpend({ session }: { session: SessionKey }) {
  const spend = useTreeSpend(session);
  return (
    <div className="pl-6">
      <SpendFigures spend={spend} testId="child-spend" />
    </div>
  );
}
