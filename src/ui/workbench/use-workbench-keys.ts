// `,` and `.` step one event back or forward in time (keymap.ts).
import { useEffect } from 'react';
import { actionOf, isTyping } from '../keyboard/keymap';
import { travelTo } from './time-travel-bar';
import type { Workbench } from '../../workbench/record-events';
import { useWorkbenchApi } from './workbench-store';

export function useWorkbenchKeys(bench: Workbench): void {
  const view = useWorkbenchApi();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOf(e, isTyping(e.target));
      if (action !== 'travel-back' && action !== 'travel-forward') return;
      const at = bench.shown.getState().at ?? bench.log.count;
      travelTo(bench, view, at + (action === 'travel-forward' ? 1 : -1));
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bench, view]);
}
