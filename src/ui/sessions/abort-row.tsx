// The user interrupted (or the engine stopped after an auth refusal, PROTOCOL.md §12).
import type { EventRowProps } from '../rows/row-props';
import { formatClock } from '../common/format';
import { LABEL } from './looks';
import { Highlighted, SearchedPart } from '../search/highlighted';
import { useT } from '../i18n/language-store';

const ROW_TONE = 'border-rose-200 bg-rose-50/60 dark:border-rose-900/70 dark:bg-rose-950/30';

export function AbortRow({ item, payload }: EventRowProps<'abort'>) {
  const reason = payload.reason;
  const given = typeof reason === 'string' && reason !== '';
  const t = useT();
  return (
    <div
      data-testid="abort-row"
      className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 rounded-md border ${ROW_TONE} px-3 py-1.5`}
    >
      <span className={`${LABEL} text-danger-vivid`}>■ {t.sessions.aborted}</span>
      <span data-testid="abort-reason" className="min-w-0 flex-1 text-xs break-words text-fg">
        {given ? (
          <SearchedPart part="error">
            <Highlighted text={reason} />
          </SearchedPart>
        ) : (
          t.sessions.interruptedByUser
        )}
      </span>
      <time dateTime={item.timestamp} className="font-mono text-[10.5px] text-fg-faint">
        {formatClock(item.timestamp)}
      </time>
    </div>
  );
}
