import { useViewFlag } from '../../docs/doc-context';
import type { Fidelity } from '../../protocol/types';

/** Open/closed state of a row's fidelity panel; `open` is undefined when there is no fidelity. */
export function useFidelityToggle(fidelity: Fidelity | undefined) {
  const [open, toggle] = useViewFlag('fidelity', false);
  return {
    open: fidelity ? open : undefined,
    toggle,
    shown: fidelity !== undefined && open,
  };
}
