// One message of a model context: who sent it, what it is, its start, its size.
import type { ContextMessage } from '../../context/model-context';
import { formatBytes } from '../common/format';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** The message's start; on a phone, a line of its own under the columns, which left it no room. */
const TEXT = [
  'min-w-0 flex-1 truncate text-left font-mono text-[11px] text-fg enabled:hover:underline',
  'max-sm:order-last max-sm:basis-full',
].join(' ');

export type LineMark = 'added' | 'removed' | 'reply' | undefined;

const MARK = {
  added: { sign: '+', look: 'bg-ok-wash', text: 'text-ok' },
  removed: {
    sign: '−',
    look: 'bg-danger-wash line-through',
    text: 'text-danger',
  },
  reply: { sign: '·', look: '', text: 'text-fg-faint' },
} as const;

export function ContextMessageLine({
  message,
  mark,
  onReveal,
}: {
  message: ContextMessage;
  mark?: LineMark;
  onReveal?: (itemId: number) => void;
}) {
  const { context: t, filters } = useT();
  const m = mark ? MARK[mark] : undefined;
  return (
    <li
      data-testid="context-message"
      data-role={message.role}
      data-kind={message.kind}
      data-item-id={message.itemId}
      data-mark={mark}
      className={`flex flex-wrap items-baseline gap-x-2 rounded px-1.5 py-0.5 text-xs sm:flex-nowrap ${m?.look ?? ''}`}
    >
      {m && <span className={`w-3 shrink-0 font-mono ${m.text}`}>{m.sign}</span>}
      <span
        data-testid="context-message-role"
        className={`w-16 shrink-0 text-[10px] font-semibold tracking-wider uppercase ${message.role === 'user' ? 'text-accent' : 'text-fg-soft'}`}
      >
        {filters.role[message.role]}
      </span>
      <span className="w-20 shrink-0 text-fg-muted">{t.kind[message.kind]}</span>
      <button
        type="button"
        disabled={!onReveal}
        onClick={() => onReveal?.(message.itemId)}
        title={t.showInConversation}
        data-testid="context-message-text"
        className={TEXT}
      >
        {message.preview ? <VisibleText text={message.preview.replace(/\s+/g, ' ')} /> : '—'}
      </button>
      <span className="shrink-0 font-mono text-[10.5px] text-fg-muted tabular-nums max-sm:ml-auto">
        {t.size(message.chars, message.tokens)}
        {message.binaryBytes > 0 && ` · ${formatBytes(message.binaryBytes)}`}
      </span>
    </li>
  );
}
