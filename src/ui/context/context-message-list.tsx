// Every message of the context in order; a long context shows its first few hundred at once.
import { useState } from 'react';
import type { ContextMessage } from '../../context/model-context';
import { ContextMessageLine } from './context-message-line';
import { useT } from '../i18n/language-store';

const PAGE = 300;

export function ContextMessageList({
  messages,
  onReveal,
}: {
  messages: readonly ContextMessage[];
  onReveal: (itemId: number) => void;
}) {
  const t = useT().context;
  const [shown, setShown] = useState(PAGE);
  return (
    <section>
      <h3 className="text-xs font-medium text-fg-secondary">{t.messages(messages.length)}</h3>
      {messages.length === 0 ? (
        <p className="text-xs text-fg-muted">{t.noMessages}</p>
      ) : (
        <ol data-testid="context-messages">
          {messages.slice(0, shown).map((m) => (
            <ContextMessageLine key={m.key} message={m} onReveal={onReveal} />
          ))}
        </ol>
      )}
      {messages.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE)}
          className="mt-1 text-xs text-accent hover:underline"
        >
          {t.showMore(Math.min(PAGE, messages.length - shown), messages.length - shown)}
        </button>
      )}
    </section>
  );
}
