// The document's filters as URL params (`filter.kinds=tools,messages`): one param per filtered
// dimension, its values joined by commas; the main session (key '') is `main`. Unknown names and
// values in a URL are ignored.
import {
  KINDS,
  NO_FILTERS,
  ROLES,
  STATUSES,
  type FilterDimension,
  type Filters,
} from '../../store/filters/filter-state';

const MAIN = 'main';
const DIMENSIONS: readonly FilterDimension[] = ['kinds', 'roles', 'tools', 'statuses', 'sessions'];
/** Dimensions with a closed set of values; tool names and session keys are open. */
const KNOWN: Partial<Record<FilterDimension, readonly string[]>> = {
  kinds: KINDS,
  roles: ROLES,
  statuses: STATUSES,
};

export function filterParams(f: Filters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dim of DIMENSIONS) {
    const values = [...(f[dim] as ReadonlySet<string>)].map((v) =>
      dim === 'sessions' && v === '' ? MAIN : encodeURIComponent(v),
    );
    if (values.length > 0) out[dim] = values.join(',');
  }
  return out;
}

export function filtersOfParams(params: Readonly<Record<string, string>>): Filters {
  const out: Record<FilterDimension, ReadonlySet<string>> = { ...NO_FILTERS };
  for (const dim of DIMENSIONS) {
    const text = params[dim];
    if (!text) continue;
    const known = KNOWN[dim];
    const values = text
      .split(',')
      .filter((v) => v !== '')
      .map((v) => (dim === 'sessions' && v === MAIN ? '' : decodeURIComponent(v)))
      .filter((v) => !known || known.includes(v));
    if (values.length > 0) out[dim] = new Set(values);
  }
  // The closed dimensions were checked against their values above.
  return out as Filters;
}
