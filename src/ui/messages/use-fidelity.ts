import { useState } from 'react';
import type { Fidelity } from '../../protocol/types';

/** Open/closed state of a row's fidelity panel; `open` is undefined when there is no fidelity. */
export function useFidelityToggle(fidelity: Fidelity | undefined) {
  const [open, setOpen] = useState(false);
  return {
    open: fidelity ? open : undefined,
    toggle: () => setOpen((v) => !v),
    shown: fidelity !== undefined && open,
  };
}
