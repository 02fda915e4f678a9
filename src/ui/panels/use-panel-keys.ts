// The registry's keys: each opens or closes its panel whenever a document is on screen.
import { useEffect } from 'react';
import { actionOf, isTyping } from '../keyboard/keymap';
import { useLayoutStore } from '../layout/layout-store';
import { PANELS } from './registry';

export function usePanelKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOf(e, isTyping(e.target));
      const panel = PANELS.find((p) => action === `panel:${p.id}`);
      if (!panel) return;
      useLayoutStore.getState().toggle(panel.id);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
