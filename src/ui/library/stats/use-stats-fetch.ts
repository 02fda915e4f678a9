// One GET of a library route, its answer or its failure; newer params drop an older answer. A new
// generation of the index asks again, the last answer shown meanwhile.
import { useEffect, useState } from 'react';
import { fetchLibrary } from '../library-client';

export type Fetched<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

export function useStatsFetch<T>(
  route: string,
  params: URLSearchParams,
  generation: number,
): Fetched<T> {
  const asked = `${route}?${params.toString()}`;
  const [got, setGot] = useState<{ asked: string; result: Fetched<T> }>({
    asked: '',
    result: { state: 'loading' },
  });
  useEffect(() => {
    const abort = new AbortController();
    fetchLibrary<T>(route, params, abort.signal).then(
      (data) => setGot({ asked, result: { state: 'ready', data } }),
      (e: unknown) => {
        if (!abort.signal.aborted)
          setGot({
            asked,
            result: { state: 'error', message: e instanceof Error ? e.message : String(e) },
          });
      },
    );
    return () => abort.abort();
    // `asked` says all of `route` and `params`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, generation]);
  return got.asked === asked ? got.result : { state: 'loading' };
}
