// "The last attempt said: <reason>", the reason in the reader's words when it is Omniscope's own.
import { useT } from '../i18n/language-store';
import { reasonText } from './connection-text';

export function LastError({ reason, testId }: { reason: string; testId: string }) {
  const t = useT();
  return (
    <p>
      {t.live.unreachable.lastError}{' '}
      <code data-testid={testId} className="break-words text-fg">
        {reasonText(reason, t.live)}
      </code>
    </p>
  );
}
