// A <label> for a hidden file input, made a button the keyboard reaches: the input is hidden, so
// the label itself takes the focus, and Enter or Space clicks the input as a click on it does.
import type { KeyboardEvent } from 'react';

export function inputLabelButton(htmlFor: string) {
  return {
    htmlFor,
    tabIndex: 0,
    role: 'button',
    onKeyDown: (e: KeyboardEvent<HTMLLabelElement>) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      document.getElementById(htmlFor)?.click();
    },
  } as const;
}
