import { openLive } from '../../docs/open-live';
import { needsConfirmation, serverOrigin } from '../../docs/trusted-servers';
import type { PenguinSource } from '../../live/live-source';
import { useShellStore } from '../shell/shell-store';
import type { StartupSource } from '../shell/startup';
import { useConnectPanelStore } from './connect-panel-store';

const resolve = (url: string) => new URL(url, location.href).href;

/**
 * The live kinds of the startup sources (the shell opens the `trace` ones). Sessions on a server
 * the reader has not chosen wait for the reader to confirm it (ServerConfirm): no request first.
 */
export function openStartupLive(sources: readonly StartupSource[]): void {
  const unconfirmed: PenguinSource[] = [];
  for (const s of sources) {
    if (s.kind === 'sse') openLive({ kind: 'sse', url: resolve(s.url) });
    else if (s.kind === 'replay') openLive({ kind: 'replay', url: resolve(s.url), speed: s.speed });
    else if (s.kind === 'penguin') {
      const source: PenguinSource = {
        kind: 'penguin',
        base: s.base,
        sessionId: s.sessionId,
        ...(s.demo ? { demo: true } : {}),
      };
      if (needsConfirmation(s.base, location.href)) unconfirmed.push(source);
      else openLive(source);
    } else if (s.kind === 'connect') useConnectPanelStore.getState().show('penguin');
  }
  const origin = unconfirmed[0] && serverOrigin(unconfirmed[0].base, location.href);
  if (origin) useShellStore.getState().setServerToConfirm({ origin, sessions: unconfirmed });
}
