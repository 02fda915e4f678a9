// The second header line: what the active trace is (title, model, status) and its counts.
import { useRef } from 'react';
import { useDocState } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { DiagnosticCountButton } from './diagnostic-count-button';
import { LoadStatus } from './load-status';
import { SessionStatusBadge } from './session-status-badge';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { PanelToggles } from '../panels/panel-toggles';
import { DocSpend } from '../cost/doc-spend';
import { SIDEWAYS_FADE, useMoreSideways } from '../common/use-more-sideways';

/**
 * On a phone one row that scrolls sideways: wrapped, the chips took four lines of its screen.
 * A pixel around them, or the scroll box cuts the buttons' rings.
 */
const CHIPS = `flex min-w-0 items-center gap-x-3 gap-y-1 max-sm:w-full max-sm:overflow-x-auto max-sm:p-px max-sm:*:shrink-0 sm:flex-wrap ${SIDEWAYS_FADE}`;

/** First on a phone, where the end of the row is off screen: the problem count must show. */
const END_OF_CHIPS = 'flex shrink-0 items-center gap-x-3 max-sm:order-first sm:ml-auto';

export function DocSummaryBar() {
  const chips = useRef<HTMLDivElement>(null);
  useMoreSideways(chips);
  const fallback = useDocState((s) => s.title);
  const title = useTraceView('heading') ?? fallback;
  const meta = useTraceView('sessionMeta', '');
  const model = meta?.model_id;
  const provider = meta?.provider;
  const sessionId = useTraceView('sessionId', '');
  // A session that switched models names each, in the order used; the last is its meta's.
  const used = useTraceView('sessionModels', '').split('\n').filter(Boolean);
  const switched = used.length > 1 ? used.join(' → ') : undefined;
  const status = useTraceView('sessionStatus', '');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-2 sm:px-5">
      {/* As wide as the title: the chips share its row only when the whole title fits. */}
      <div className="flex min-w-0 flex-auto items-center gap-2">
        {status && <SessionStatusBadge status={status} />}
        <h1
          data-testid="doc-title"
          title={revealInvisible(title)}
          className="min-w-0 truncate text-sm font-semibold"
        >
          <VisibleText text={title} />
        </h1>
      </div>
      <div ref={chips} data-testid="doc-summary-chips" className={CHIPS}>
        {model && (
          <span
            data-testid="doc-model"
            title={sessionId}
            className="truncate rounded bg-raised-soft px-1.5 py-0.5 font-mono text-[11px] text-fg-label"
          >
            <VisibleText text={switched ?? `${provider ? `${provider} / ` : ''}${model}`} />
          </span>
        )}
        <DocSpend />
        <LoadStatus />
        {/* Together at the row's end, so a row that wraps moves them as one, not one alone. */}
        <div className={END_OF_CHIPS}>
          <DiagnosticCountButton />
          <PanelToggles />
        </div>
      </div>
    </div>
  );
}
