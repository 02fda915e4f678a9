import { shownText, useKeptValue } from '../common/use-kept-value';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

const FRAME = 'rounded-md border border-dashed border-rose-300 dark:border-rose-900';

/** A denied or vetoed call: its synthetic output is a refusal, not a failure of the tool. */
export function RefusalNotice({ forbidden, text }: { forbidden: boolean; text: string }) {
  const t = useT().tools;
  const shown = shownText(text, useKeptValue(text));
  return (
    <div
      data-testid="refusal-notice"
      className={`flex min-w-0 flex-wrap items-baseline gap-x-2 ${FRAME} px-2 py-1.5 text-xs`}
    >
      <span className="font-semibold text-danger">
        {forbidden ? t.decision.forbidden.label : t.decision.deny.label}
      </span>
      <span className="text-fg-muted">{t.toolDidNotRun}</span>
      <span className="font-mono [overflow-wrap:anywhere] text-fg-secondary">
        {shown ? <VisibleText text={shown} /> : t.nothing}
      </span>
    </div>
  );
}
