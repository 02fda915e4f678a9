// Opens the context view of a request: what the model received for it.
import { useDoc } from '../../docs/doc-context';
import { useContextViewStore } from './context-store';
import { useT } from '../i18n/language-store';

/** A small outlined button that sits in a request's divider line. */
const CONTEXT_BUTTON = [
  'shrink-0 rounded px-1.5 py-px text-[10.5px] font-medium',
  'text-fg-muted ring-1 ring-line hover:bg-sunken hover:text-fg',
].join(' ');

export function ShowContextButton({ requestId }: { requestId: number }) {
  const t = useT().context;
  const docId = useDoc().id;
  const show = useContextViewStore((s) => s.show);
  return (
    <button
      type="button"
      data-testid="show-context"
      title={t.showTitle}
      onClick={() => show({ docId, requestId })}
      className={CONTEXT_BUTTON}
    >
      {t.show}
    </button>
  );
}
