// The sessions table's rows, fetched a page at a time around what is on screen: 100,000
// sessions never come to the browser at once. A new sort or filter starts over; a new index
// generation (a watched file changed) fetches the shown pages again, keeping the old rows on
// screen until the new ones arrive.
import { useEffect, useRef, useState } from 'react';
import { fetchLibrary, type SessionRowData, type SessionsPage } from './library-client';

export const PAGE_ROWS = 200;
/**
 * A page that failed is asked again after this pause: at once, its failure re-ran the effect
 * that asks, and the page sent the server some forty requests a second while the store was down.
 */
const RETRY_MS = 5000;

interface Loaded {
  query: string;
  total: number | null;
  pages: ReadonlyMap<number, { generation: number; rows: SessionRowData[] }>;
  error: string | null;
}

export interface SessionsWindow {
  total: number | null;
  rowAt(index: number): SessionRowData | undefined;
  error: string | null;
}

const fresh = (query: string): Loaded => ({ query, total: null, pages: new Map(), error: null });

export function useSessionsWindow(
  query: string,
  generation: number,
  first: number,
  last: number,
): SessionsWindow {
  const [loaded, setLoaded] = useState<Loaded>(() => fresh(query));
  const [retries, setRetries] = useState(0);
  const pending = useRef(new Set<string>());
  const current = loaded.query === query ? loaded : fresh(query);

  useEffect(() => {
    const from = Math.floor(first / PAGE_ROWS);
    const to = Math.max(from, Math.floor(last / PAGE_ROWS));
    for (let page = from; page <= to; page++) {
      const have = current.pages.get(page);
      const tag = `${query}|${page}@${generation}`;
      if ((have && have.generation >= generation) || pending.current.has(tag)) continue;
      pending.current.add(tag);
      const params = new URLSearchParams(query);
      params.set('offset', String(page * PAGE_ROWS));
      params.set('limit', String(PAGE_ROWS));
      const settle = (patch: (base: Loaded) => Loaded) => {
        pending.current.delete(tag);
        setLoaded((prev) => patch(prev.query === query ? prev : fresh(query)));
      };
      fetchLibrary<SessionsPage>('sessions', params).then(
        (answer) =>
          settle((base) => ({
            query,
            total: answer.total,
            pages: new Map(base.pages).set(page, { generation, rows: answer.rows }),
            error: null,
          })),
        (e: unknown) => {
          const error = e instanceof Error ? e.message : String(e);
          // Still pending until the pause is over, so the render this error causes asks nothing.
          setLoaded((prev) => ({ ...(prev.query === query ? prev : fresh(query)), error }));
          setTimeout(() => {
            pending.current.delete(tag);
            setRetries((n) => n + 1);
          }, RETRY_MS);
        },
      );
    }
  }, [query, generation, first, last, current, retries]);

  return {
    total: current.total,
    error: current.error,
    rowAt: (index) => current.pages.get(Math.floor(index / PAGE_ROWS))?.rows[index % PAGE_ROWS],
  };
}
