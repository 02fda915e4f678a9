import { useDoc } from '../../docs/doc-context';
import { usePanelKeys } from './use-panel-keys';

/** Listens for the panels' keys while a document is on screen. */
export function PanelKeys() {
  usePanelKeys(useDoc().remote !== null);
  return null;
}
