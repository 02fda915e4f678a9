import { openLive } from '../../docs/open-live';
import type { StartupSource } from '../shell/startup';
import { useConnectPanel } from './connect-panel-store';

const resolve = (url: string) => new URL(url, location.href).href;

/** The live kinds of the startup sources (the shell opens the `trace` ones). */
export function openStartupLive(sources: readonly StartupSource[]): void {
  for (const s of sources) {
    if (s.kind === 'sse') openLive({ kind: 'sse', url: resolve(s.url) });
    else if (s.kind === 'replay') openLive({ kind: 'replay', url: resolve(s.url), speed: s.speed });
    else if (s.kind === 'penguin')
      openLive({
        kind: 'penguin',
        base: s.base,
        sessionId: s.sessionId,
        ...(s.demo ? { demo: true } : {}),
      });
    else if (s.kind === 'connect') useConnectPanel.getState().show('penguin');
  }
}
