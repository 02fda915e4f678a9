// The registry's keys: each opens or closes its panel whenever a document is on screen. A panel
// opened by its key takes the focus, so the keyboard and a screen reader land on what appeared;
// closed by its key with the focus inside, the focus goes back where it was when it opened.
import { useEffect, useRef } from 'react';
import { actionOf, isTyping } from '../keyboard/keymap';
import { useLayoutStore } from '../layout/layout-store';
import { focusWhenDrawn } from '../common/focus-when-drawn';
import { panelsFor, type PanelId } from './registry';

const rootOf = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/** Shown on screen (a panel drawn while closed, the wide window's outline, is not opened by it). */
const shown = (el: HTMLElement | null): el is HTMLElement =>
  el !== null && el.getClientRects().length > 0;

/** `inWorker`: a document whose trace a worker holds, whose keys open only the panels it serves. */
export function usePanelKeys(inWorker: boolean): void {
  const openers = useRef(new Map<PanelId, HTMLElement>());
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOf(e, isTyping(e.target, e.key));
      const panel = panelsFor(inWorker).find((p) => action === `panel:${p.id}`);
      if (!panel) return;
      e.preventDefault();
      const layout = useLayoutStore.getState();
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (layout.open[panel.id] === true) {
        const root = rootOf(panel.root);
        const back = openers.current.get(panel.id);
        openers.current.delete(panel.id);
        layout.toggle(panel.id, false);
        if (root?.contains(active) && back?.isConnected) back.focus();
        return;
      }
      const before = rootOf(panel.root);
      layout.toggle(panel.id, true);
      if (shown(before)) return;
      if (active) openers.current.set(panel.id, active);
      focusWhenDrawn(() => {
        const root = rootOf(panel.root);
        return shown(root) ? root : null;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inWorker]);
}
