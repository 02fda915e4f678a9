// What changed since the previous request: added and removed messages at a glance, the history
// both requests share folded into one line.
import { useState } from 'react';
import type { ContextDiff } from '../../context/context-diff';
import type { ContextMessage } from '../../context/model-context';
import { ContextMessageLine, type LineMark } from './context-message-line';

function headline(d: ContextDiff): string {
  if (d.kind === 'first') return 'First request of this context: nothing before it';
  if (d.kind === 'replaced')
    return d.compactionId !== undefined ? 'Context replaced by summary' : 'New model context';
  return d.added.length + d.removed.length === 0 && !d.tools && !d.systemPromptChanged
    ? 'Same context as the previous request'
    : 'Since the previous request';
}

function Fold({
  label,
  messages,
  mark,
  onReveal,
}: {
  label: string;
  messages: readonly ContextMessage[];
  mark?: LineMark;
  onReveal: (itemId: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        data-testid="context-fold"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="w-full rounded px-1.5 py-0.5 text-left text-xs text-fg-muted hover:bg-sunken"
      >
        {open ? '▾' : '▸'} {label}
      </button>
      {open && (
        <ul className="ml-3 border-l border-line pl-1">
          {messages.map((m) => (
            <ContextMessageLine key={m.key} message={m} mark={mark} onReveal={onReveal} />
          ))}
        </ul>
      )}
    </li>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function ContextDiffView({
  diff,
  onReveal,
}: {
  diff: ContextDiff;
  onReveal: (itemId: number) => void;
}) {
  const t = diff.tools;
  const history = diff.unchanged;
  return (
    <section
      data-testid="context-diff"
      data-kind={diff.kind}
      data-added={diff.added.length}
      data-removed={diff.removed.length}
      className="space-y-1 rounded-md border border-line p-2"
    >
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-xs font-semibold text-fg">
        {headline(diff)}
        <span className="font-mono text-ok">+{diff.added.length}</span>
        <span className="font-mono text-danger">−{diff.removed.length}</span>
        {t && (
          <span data-testid="context-tools-changed" className="font-normal text-warn">
            tool list changed:{t.added.length > 0 && ` +${t.added.join(', +')}`}
            {t.removed.length > 0 && ` −${t.removed.join(', −')}`}
            {t.changed.length > 0 && ` ~${t.changed.join(', ~')}`}
          </span>
        )}
        {diff.systemPromptChanged && (
          <span className="font-normal text-warn">system prompt changed</span>
        )}
      </h3>
      {diff.kind !== 'first' && (
        <ul>
          {history.length > 0 && (
            <Fold
              label={`${plural(history.length, 'unchanged message')} of history`}
              messages={history}
              onReveal={onReveal}
            />
          )}
          {diff.kind === 'replaced' && diff.removed.length > 0 && (
            <Fold
              label={`${plural(diff.removed.length, 'message')} of the previous context removed`}
              messages={diff.removed}
              mark="removed"
              onReveal={onReveal}
            />
          )}
          {diff.reply.map((m) => (
            <ContextMessageLine key={m.key} message={m} mark="reply" onReveal={onReveal} />
          ))}
          {diff.kind === 'grown' &&
            diff.removed.map((m) => (
              <ContextMessageLine key={m.key} message={m} mark="removed" onReveal={onReveal} />
            ))}
          {diff.added.map((m) => (
            <ContextMessageLine key={m.key} message={m} mark="added" onReveal={onReveal} />
          ))}
        </ul>
      )}
      {diff.reply.length > 0 && (
        <p className="text-[11px] text-fg-faint">
          · the previous request’s own answer, now history
        </p>
      )}
    </section>
  );
}
