import { inputLabelButton } from '../common/input-label-button';
import { ACCENT_HOVER, FOCUS_OUTLINE } from '../common/looks';
const CLASS = [
  'flex cursor-pointer flex-col items-start gap-0.5 rounded-md border border-line bg-surface-raised',
  'px-3.5 py-2.5 text-left hover:border-indigo-300 dark:hover:border-indigo-700',
  ACCENT_HOVER,
  FOCUS_OUTLINE,
].join(' ');

function Body({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <span className="text-sm font-medium">{title}</span>
      <span className="text-xs text-fg-muted">{hint}</span>
    </>
  );
}

/** A start-page choice: a label for a file input (a button to the keyboard too), or a button. */
export function StartAction({
  title,
  hint,
  htmlFor,
  onClick,
  testId,
}: {
  title: string;
  hint: string;
  htmlFor?: string;
  onClick?: () => void;
  testId?: string;
}) {
  if (htmlFor !== undefined)
    return (
      <label {...inputLabelButton(htmlFor)} className={CLASS} data-testid={testId}>
        <Body title={title} hint={hint} />
      </label>
    );
  return (
    <button type="button" onClick={onClick} className={CLASS} data-testid={testId}>
      <Body title={title} hint={hint} />
    </button>
  );
}
