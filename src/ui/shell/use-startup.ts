import { useEffect } from 'react';
import { openStartupLive } from '../live/open-startup-live';
import { embeddedFiles, pageSessionJson } from '../load/open-embedded';
import { openFiles } from '../load/open-local';
import { openUrls } from '../load/open-urls';
import { startUrlView } from '../url/start-url-view';
import { useLibraryStore } from '../library/library-store';
import { libraryViewOf } from '../library/library-view';
import { useShellStore } from './shell-store';
import { startupSources, type OmniscopeConfig } from './startup';
import { currentCatalog } from '../i18n/language-store';

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
    // No server API (a static host, the bare CLI): nothing to configure.
    return null;
  }
}

/** A shared session file: the session it carries, and never a request to a server. */
function openPageSession(json: string): void {
  embeddedFiles(json).then(openFiles, (e: unknown) =>
    useShellStore.getState().setStartupProblems([
      {
        kind: 'invalid',
        param: 'file',
        value: currentCatalog().shell.startup.pageSession,
        reason: { kind: 'page-session', detail: e instanceof Error ? e.message : String(e) },
      },
    ]),
  );
}

let started = false;

/**
 * Opens what the page was started with (`?trace=`, `?sse=`, `?replay=`, `?session=`) or, with
 * none, what the server offers (its demo, tail or proxy). Once per page: StrictMode mounts twice.
 */
export function useStartup(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const embedded = pageSessionJson();
    if (embedded !== null) return openPageSession(embedded);
    const params = new URLSearchParams(location.search);
    // A link to a dropped file (`?file=`) is explicit too: it asks for that file, not the demo.
    const explicit = ['trace', 'sse', 'replay', 'session', 'file'].some((k) => params.has(k));
    // `?library`: that page, not the server's live session (the config still says a library).
    const library = libraryViewOf(params);
    if (library) useLibraryStore.getState().show(library);
    const asked = fetchConfig();
    // Asked even when the URL names a source: the header offers the library on every page.
    void asked.then((config) => {
      if (config?.library === true) useLibraryStore.getState().setAvailable(true);
      if (config) useShellStore.getState().setProxied(config.mode === 'proxy');
    });
    void (explicit ? Promise.resolve(null) : asked).then((config) => {
      if (config?.mode === 'library' && !library) useLibraryStore.getState().show();
      const sources = startupSources(location, library ? null : config);
      useShellStore.getState().setStartupProblems(sources.filter((s) => s.kind === 'invalid'));
      openUrls(sources.flatMap((s) => (s.kind === 'trace' ? [s.url] : [])));
      openStartupLive(sources);
      startUrlView(location.search);
    });
  }, []);
}
