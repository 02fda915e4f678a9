// The sessions table's filters in words, for the stats view to say which sessions it counts:
// "Project acme · Agent coder · Has errors".
import type { Catalog } from '../../../i18n/en';
import { codeLabel } from '../code-label';
import { FILTER_PARAMS, type LibraryFilters } from '../library-view';

export function filtersSaid(f: LibraryFilters, words: Catalog['library']): string {
  return FILTER_PARAMS.flatMap((name) => {
    const value = f[name];
    if (value === undefined || value === '') return [];
    if (name === 'errors') return [words.filters.hasErrors];
    const shown = name === 'status' ? codeLabel(words.statuses, value) : value;
    return [`${words.filters[name]} ${shown}`];
  }).join(' · ');
}
