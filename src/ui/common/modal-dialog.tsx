// A modal <dialog> (useModalDialog) that draws its contents only while open: every document
// renders its dialogs, and a closed one's contents were hundreds of elements drawn and kept
// subscribed before the document's first rows.
import type { ComponentProps, ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

type DialogProps = Omit<ComponentProps<'dialog'>, 'ref' | 'open' | 'onClose' | 'children'>;

export function ModalDialog({
  open,
  onClose,
  children,
  ...props
}: DialogProps & { open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} onClose={onClose} {...props}>
      {open && children}
    </dialog>
  );
}
