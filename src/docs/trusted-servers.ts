// PenguinHarness servers the reader chose, by origin. A live session of a server goes out with
// the reader's cookie, and a 401 from it brings up a sign-in form: a link naming another server
// (`?server=`) would hand both to whoever runs it. So only this page's origin (where
// `omniscope serve --proxy` forwards to its upstream) and origins the reader confirmed or typed
// are contacted without asking.
const KEY = 'omniscope.trusted-servers';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): Store | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused (privacy settings): nothing is remembered, everything is asked.
    return null;
  }
};

/** The origin a server base names, resolved against the page; null when it is no http(s) URL. */
export function serverOrigin(base: string, page: string): string | null {
  try {
    const url = new URL(base.trim() || '/', page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function trusted(store: Store | null): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether `base` must be confirmed by the reader before the page sends it anything. */
export function needsConfirmation(base: string, page: string, store = storage()): boolean {
  const origin = serverOrigin(base, page);
  if (origin === null) return false;
  return origin !== new URL(page).origin && !trusted(store).includes(origin);
}

/** The reader chose this server: later links to it open without asking. */
export function trustServer(base: string, page: string, store = storage()): void {
  const origin = serverOrigin(base, page);
  if (origin === null || origin === new URL(page).origin) return;
  const list = trusted(store);
  if (list.includes(origin)) return;
  try {
    store?.setItem(KEY, JSON.stringify([...list, origin]));
  } catch {
    // Full or refused: the next link asks again.
  }
}
