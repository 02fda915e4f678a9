import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A non-modal panel a button opened: focus moves into it, so the keyboard and a screen reader
 * land on what appeared; Escape closes it; once it is gone, focus is back on what opened it.
 */
export function usePanelFocus<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => {
      // Only when focus was lost with the panel: a click elsewhere keeps its own focus.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };
  return { ref, onKeyDown, tabIndex: -1 } as const;
}
