// A long id shown short (its last 8 characters) that copies whole.
import { useEffect, useState } from 'react';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { FOCUS_RING } from '../common/looks';
import { useT } from '../i18n/language-store';
import { writeClipboard } from '../common/write-clipboard';

const HOVER = 'hover:bg-zinc-200/70 dark:hover:bg-zinc-700/60';

export const shortId = (id: string): string => (id.length > 12 ? id.slice(-8) : id);

export function CopyableId({ id, label }: { id: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT().sessions.copy;
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1200);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = () => {
    writeClipboard(id).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      title={t.title(revealInvisible(id))}
      aria-label={t.ariaLabel(label ?? t.id, revealInvisible(id))}
      data-testid="copy-id"
      data-full-id={id}
      className={`shrink-0 rounded px-1 font-mono text-[11px] text-fg-label ${HOVER} ${FOCUS_RING}`}
    >
      {copied ? t.copied : <VisibleText text={shortId(id)} />}
    </button>
  );
}
