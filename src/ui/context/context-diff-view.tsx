// What changed since the previous request: added and removed messages at a glance, the history
// both requests share folded into one line.
import { useState } from 'react';
import type { ContextDiff } from '../../context/context-diff';
import type { ContextMessage } from '../../context/model-context';
import { ContextMessageLine, type LineMark } from './context-message-line';
import { useT } from '../i18n/language-store';
import type { Catalog } from '../../i18n/catalogs';

function headline(d: ContextDiff, t: Catalog['context']['diff']): string {
  if (d.kind === 'first') return t.first;
  if (d.kind === 'replaced')
    return d.compactionId !== undefined ? t.replacedBySummary : t.newContext;
  return d.added.length + d.removed.length === 0 && !d.tools && !d.systemPromptChanged
    ? t.same
    : t.since;
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

export function ContextDiffView({
  diff,
  onReveal,
}: {
  diff: ContextDiff;
  onReveal: (itemId: number) => void;
}) {
  const words = useT().context.diff;
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
        {headline(diff, words)}
        {/* The two counts wrap together: a "−0" alone on a line reads as nothing. */}
        <span className="flex gap-x-2 font-mono">
          <span className="text-ok">+{diff.added.length}</span>
          <span className="text-danger">−{diff.removed.length}</span>
        </span>
        {t && (
          <span data-testid="context-tools-changed" className="font-normal text-warn">
            {words.toolsChanged}
            {t.added.length > 0 && ` +${t.added.join(', +')}`}
            {t.removed.length > 0 && ` −${t.removed.join(', −')}`}
            {t.changed.length > 0 && ` ~${t.changed.join(', ~')}`}
          </span>
        )}
        {diff.systemPromptChanged && (
          <span className="font-normal text-warn">{words.systemPromptChanged}</span>
        )}
      </h3>
      {diff.kind !== 'first' && (
        <ul>
          {history.length > 0 && (
            <Fold label={words.history(history.length)} messages={history} onReveal={onReveal} />
          )}
          {diff.kind === 'replaced' && diff.removed.length > 0 && (
            <Fold
              label={words.removed(diff.removed.length)}
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
      {diff.reply.length > 0 && <p className="text-[11px] text-fg-faint">{words.reply}</p>}
    </section>
  );
}
