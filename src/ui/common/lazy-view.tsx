// A page in a chunk of its own. The start page never runs its code, so the app boots without
// it; it is fetched when the page is first idle (or when first needed) and, once loaded, drawn in
// the same render that asks for it: the first rows of a file wait for no fetch and no Suspense.
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

export interface LazyView<P extends object> {
  View: ComponentType<P>;
  /** Starts the fetch (once); settles when the view can draw or its chunk failed to load. */
  preload(): Promise<void>;
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let state: { view: ComponentType<P> } | { error: Error } | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: NonNullable<typeof state>) => {
    state = next;
    for (const l of listeners) l();
  };
  const preload = () =>
    (pending ??= load().then(
      (view) => settle({ view }),
      (err: unknown) => settle({ error: err instanceof Error ? err : new Error(String(err)) }),
    ));
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  const snapshot = () => state;

  function View(props: P) {
    const now = useSyncExternalStore(subscribe, snapshot);
    useEffect(() => void preload(), []);
    if (now === null) return null;
    // A chunk that cannot load (the server now serves another build) is the page's error: its
    // boundary says so, and a reload fetches the new build.
    if ('error' in now) throw now.error;
    const Loaded = now.view;
    return <Loaded {...props} />;
  }
  return { View, preload };
}
