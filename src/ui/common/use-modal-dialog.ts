import { useEffect, useRef } from 'react';
import { wrapTab } from './focus-trap';

/**
 * A native <dialog> shown modally while `open`: Escape and backdrop for free; Tab kept inside it
 * (the browser lets it out), and focus given back to what had it before the dialog opened.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (e: KeyboardEvent) => wrapTab(e, dialog);
    const onClose = () => {
      const back = opener.current;
      opener.current = null;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && back?.isConnected) back.focus();
    };
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('close', onClose);
    };
  }, []);
  return ref;
}
