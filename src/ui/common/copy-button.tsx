import { announce } from './announcer';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/language-store';
import { writeClipboard } from './write-clipboard';

/** Copies `text` (or what `getText` returns, for big values read only on click). */
export function CopyButton({
  text,
  getText,
  label,
  className = '',
  testId = 'copy-button',
  forItem,
  title,
}: {
  text?: string | undefined;
  /** Asked on click; a promise when the text must be asked of the trace or read first. */
  getText?: () => string | Promise<string>;
  label?: string;
  className?: string;
  testId?: string;
  /** The row it belongs to, for buttons among a row's tools. */
  forItem?: number;
  title?: string;
}) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(t);
  }, [state]);
  const copy = () => {
    writeClipboard(getText ? getText() : (text ?? '')).then(
      () => {
        setState('copied');
        announce(t.common.copied);
      },
      () => {
        setState('failed');
        announce(t.common.copyFailed);
      },
    );
  };
  return (
    <button
      type="button"
      onClick={copy}
      // Nothing to copy yet: a value still being read from its file.
      disabled={text === undefined && !getText}
      data-testid={testId}
      data-for-item={forItem}
      title={title}
      className={`rounded px-1.5 py-0.5 text-[11px] text-fg-muted hover:bg-raised-soft hover:text-fg-title ${className}`}
    >
      {state === 'copied'
        ? t.common.copied
        : state === 'failed'
          ? t.common.copyFailed
          : (label ?? t.common.copy)}
    </button>
  );
}
