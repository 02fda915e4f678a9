import { useEffect } from 'react';
import { startupSources, type OmniscopeConfig } from '../shell/startup';
import { openStartupLive } from './open-startup-live';

async function fetchConfig(): Promise<OmniscopeConfig | null> {
  try {
    const response = await fetch('/api/omniscope/config', {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const value: unknown = await response.json();
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as OmniscopeConfig)
      : null;
  } catch {
    return null;
  }
}

let started = false;

/** Opens `?sse=`, `?replay=`, `?session=` or the server's live session, once per page. */
export function useLiveStartup(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const params = new URLSearchParams(location.search);
    const explicit = ['trace', 'sse', 'replay', 'session'].some((k) => params.has(k));
    // Explicit sources need no config; only the default does.
    void (explicit ? Promise.resolve(null) : fetchConfig()).then((config) =>
      openStartupLive(startupSources(location, config)),
    );
  }, []);
}
