// What a screen reader hears while a reply streams: one polite announcement when writing starts
// and one when it stops, never the text of each delta (the feed's rows hold the words).
import { useTraceView } from '../trace-context';
import { useT } from '../i18n/language-store';

export function WritingStatus() {
  const writing = useTraceView('writing');
  const t = useT().list;
  return (
    <p role="status" aria-live="polite" data-testid="writing-status" className="sr-only">
      {writing ? t.agentWriting : ''}
    </p>
  );
}
