// `,` and `.` step one event back or forward in time (keymap.ts).
import { useEffect } from 'react';
import { actionOf, isTyping } from '../keyboard/keymap';
import { travelTo } from './time-travel-bar';
import type { StreamDebugger } from '../../stream-debugger/record-events';
import { useStreamDebuggerApi } from './stream-debugger-store';

export function useStreamDebuggerKeys(debug: StreamDebugger): void {
  const view = useStreamDebuggerApi();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOf(e, isTyping(e.target, e.key));
      if (action !== 'travel-back' && action !== 'travel-forward') return;
      const at = debug.shown.getState().at ?? debug.log.count;
      travelTo(debug, view, at + (action === 'travel-forward' ? 1 : -1));
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [debug, view]);
}
