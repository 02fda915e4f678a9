import { useT } from '../i18n/language-store';

const CARET_TONE = 'bg-indigo-500 dark:bg-indigo-400';

/** The blinking end-of-text caret of a message that is still streaming. */
export function StreamingCaret() {
  const t = useT().messages;
  return (
    <span
      data-testid="streaming-caret"
      aria-label={t.streaming}
      className={`ml-0.5 inline-block h-3.5 w-1.5 animate-pulse rounded-sm ${CARET_TONE} align-text-bottom`}
    />
  );
}
