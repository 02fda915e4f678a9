import { useEffect } from 'react';
import { openPastedText } from '../load/open-text';

/** Ctrl/⌘+V anywhere on the start page opens the clipboard text, unless a field takes it. */
export function usePasteShortcut(): void {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target;
      if (target instanceof HTMLElement && target.closest('input, textarea, [contenteditable]'))
        return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      e.preventDefault();
      openPastedText(text);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);
}
