// The second header line: what the active trace is (title, model, status) and its counts.
import { useId, useState } from 'react';
import { useDocState } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { DiagnosticCountButton } from './diagnostic-count-button';
import { LoadStatus } from './load-status';
import { SessionStatusBadge } from './session-status-badge';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { PanelToggles } from '../panels/panel-toggles';
import { DocSpend } from '../cost/doc-spend';
import { HEADER_BUTTON } from './header-button';
import { useT } from '../i18n/language-store';

/**
 * On a phone one row of controls, each whole on screen: the problem count, the panels' toggles
 * and Details, which shows what only informs (model, tokens, cost, size) on lines below them.
 * Wrapped, those took four lines of its screen; scrolled sideways, their Prices button hid.
 */
const CHIPS = 'flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 max-sm:w-full';

/** What only informs: in the row on a wider window, behind Details on a phone. */
const DETAILS = (open: boolean) =>
  `sm:contents ${open ? 'flex w-full flex-wrap items-center gap-x-3 gap-y-1' : 'hidden'}`;

/** The load status: on a phone, once the document is read, one of the details. */
const LOAD_STATUS_WHILE_READING = 'contents max-sm:has-[[data-load-state=done]]:hidden';

/** First on a phone, a line of its own (two on the narrowest): the problem count and the toggles. */
const END_OF_CHIPS =
  'flex flex-wrap items-center gap-x-3 gap-y-1 max-sm:order-first max-sm:gap-x-1.5 sm:ml-auto';

export function DocSummaryBar() {
  const t = useT().shell.docDetails;
  const [details, setDetails] = useState(false);
  const detailsId = useId();
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
      <div data-testid="doc-summary-chips" className={CHIPS}>
        <div id={detailsId} data-testid="doc-details" className={DETAILS(details)}>
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
        </div>
        {/* Reading or failed, a phone shows it at once: its Cancel and its error wait for no one. */}
        <div className={details ? 'contents' : LOAD_STATUS_WHILE_READING}>
          <LoadStatus />
        </div>
        {/* Together at the row's end, so a row that wraps moves them as one, not one alone. */}
        <div className={END_OF_CHIPS}>
          <DiagnosticCountButton />
          <PanelToggles />
          <button
            type="button"
            data-testid="doc-details-toggle"
            aria-expanded={details}
            aria-controls={detailsId}
            title={t.title}
            onClick={() => setDetails(!details)}
            className={`${HEADER_BUTTON} aria-expanded:bg-accent/10 aria-expanded:text-accent aria-expanded:ring-accent/40 sm:hidden`}
          >
            {t.text}
          </button>
        </div>
      </div>
    </div>
  );
}
