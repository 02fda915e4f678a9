import type { MetaItem } from '../../store/model';
import { ContextBoundary } from './context-boundary';
import { SessionDetails } from './session-details';

/** session_meta: the session card's header, or a context boundary for a later model context. */
export function SessionHeader({ item }: { item: MetaItem }) {
  if (item.context > 1)
    return (
      <ContextBoundary context={item.context} model={item.envelope.payload.model_id}>
        <SessionDetails item={item} />
      </ContextBoundary>
    );
  return (
    <div data-testid="session-header" className="py-1">
      <SessionDetails item={item} />
    </div>
  );
}
