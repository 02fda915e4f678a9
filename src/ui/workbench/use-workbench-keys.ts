// `i` opens the inspector; `,` and `.` step one event back or forward in time.
import { useEffect } from 'react';
import { travelTo } from './time-travel-bar';
import type { Workbench } from '../../workbench/record-events';
import { useWorkbenchView } from './workbench-store';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('input:not([type=range]), textarea, select, [contenteditable]') !== null;

export function useWorkbenchKeys(bench: Workbench): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const view = useWorkbenchView.getState();
      if (e.key === 'i') view.toggleInspector();
      else if (e.key === ',' || e.key === '.') {
        const at = bench.shown.getState().at ?? bench.log.count;
        travelTo(bench, at + (e.key === '.' ? 1 : -1));
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bench]);
}
