// "The last attempt said: <reason>", the reason already in the reader's words (reasonText).
import { useT } from '../i18n/language-store';

export function LastError({ reason, testId }: { reason: string; testId: string }) {
  const t = useT();
  return (
    <p>
      {t.live.unreachable.lastError}{' '}
      <code data-testid={testId} className="break-words text-fg">
        {reason}
      </code>
    </p>
  );
}
