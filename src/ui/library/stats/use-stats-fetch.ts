// One GET of a stats route, its answer or its failure; a newer URL drops an older answer.
import { useEffect, useState } from 'react';

export type Fetched<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

export function useStatsFetch<T>(url: string | null): Fetched<T> {
  const [got, setGot] = useState<{ url: string | null; result: Fetched<T> }>({
    url: null,
    result: { state: 'loading' },
  });
  useEffect(() => {
    if (url === null) return;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
        const data = (await res.json()) as T;
        setGot({ url, result: { state: 'ready', data } });
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setGot({ url, result: { state: 'error', message: String(e) } });
      });
    return () => abort.abort();
  }, [url]);
  return got.url === url ? got.result : { state: 'loading' };
}
