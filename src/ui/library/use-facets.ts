import { useEffect, useState } from 'react';
import { fetchLibrary, type Facets } from './library-client';

/** The filters' choices and counts for the view's filters, again when the index changes. */
export function useFacets(query: string, generation: number): Facets | null {
  const [facets, setFacets] = useState<Facets | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchLibrary<Facets>('facets', new URLSearchParams(query), abort.signal)
      .then(setFacets)
      .catch(() => undefined);
    return () => abort.abort();
  }, [query, generation]);
  return facets;
}
