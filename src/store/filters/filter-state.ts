// What the reader filters the conversation by: one set per dimension. Values of one dimension
// widen (any of them), dimensions narrow (all of them); an empty set filters nothing.
import { FILTER_CLASSES, type FilterClass } from '../../protocol/kinds';
import type { SessionKey } from '../model';

export const KINDS = FILTER_CLASSES;
export type KindFilter = FilterClass;
export const ROLES = ['user', 'assistant'] as const;
export type RoleFilter = (typeof ROLES)[number];
export const STATUSES = ['errors', 'denied', 'pending'] as const;
export type StatusFilter = (typeof STATUSES)[number];

export interface Filters {
  kinds: ReadonlySet<KindFilter>;
  roles: ReadonlySet<RoleFilter>;
  tools: ReadonlySet<string>;
  statuses: ReadonlySet<StatusFilter>;
  sessions: ReadonlySet<SessionKey>;
}

export type FilterDimension = keyof Filters;

export const NO_FILTERS: Filters = {
  kinds: new Set(),
  roles: new Set(),
  tools: new Set(),
  statuses: new Set(),
  sessions: new Set(),
};

export const filtering = (f: Filters): boolean =>
  f.kinds.size + f.roles.size + f.tools.size + f.statuses.size + f.sessions.size > 0;

/** The filters with one value of one dimension switched on or off. */
export function toggleFilter<D extends FilterDimension>(
  f: Filters,
  dim: D,
  value: Filters[D] extends ReadonlySet<infer V> ? V : never,
): Filters {
  const next = new Set<unknown>(f[dim]);
  if (!next.delete(value)) next.add(value);
  return { ...f, [dim]: next };
}

/** The filters with these dimensions turned off, the reader's other choices kept. */
export function withoutDimensions(f: Filters, dims: readonly FilterDimension[]): Filters {
  return { ...f, ...Object.fromEntries(dims.map((d) => [d, NO_FILTERS[d]])) };
}
