// A dialog's text button (close, reset, cancel): secondary with the keyboard ring unless the
// dialog gives it another look.
import type { ReactNode } from 'react';
import { DIALOG_BUTTON } from './looks';

export function DialogButton({
  testId,
  onClick,
  look = DIALOG_BUTTON,
  children,
}: {
  testId: string;
  onClick: () => void;
  look?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" data-testid={testId} onClick={onClick} className={look}>
      {children}
    </button>
  );
}
