// Every message of the context in order; a long context shows its first few hundred at once.
import { useState } from 'react';
import type { ContextMessage } from '../../context/model-context';
import { ContextMessageLine } from './context-message-line';

const PAGE = 300;

export function ContextMessageList({
  messages,
  onReveal,
}: {
  messages: readonly ContextMessage[];
  onReveal: (itemId: number) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  return (
    <section>
      <h3 className="text-xs font-medium text-fg-secondary">
        Messages ({messages.length}), in the order sent
      </h3>
      {messages.length === 0 ? (
        <p className="text-xs text-fg-muted">No message before this request.</p>
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
          show {Math.min(PAGE, messages.length - shown)} more of {messages.length - shown}
        </button>
      )}
    </section>
  );
}
