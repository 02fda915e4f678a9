// The filter bar above the conversation: kind, role, tool, status and session, each value with
// the number of records it matches. Values combine: any within a group, all across groups.
import { useState, type ReactNode } from 'react';
import { useViewApi, useViewStore } from '../../docs/doc-context';
import {
  filtering,
  KINDS,
  ROLES,
  STATUSES,
  toggleFilter,
  NO_FILTERS,
  type FilterDimension,
  type Filters,
} from '../../store/filters/filter-state';
import { FilterChip } from './filter-chip';
import { useFilterIndex } from './use-filter-index';
import { sessionIdOf } from '../../store/session-key';

const STATUS_LABELS = {
  errors: 'errors & failed attempts',
  denied: 'denied',
  pending: 'pending approval',
};

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="hidden flex-wrap items-center gap-1 group-data-[open=true]/filters:flex sm:flex"
    >
      <span className="text-[10px] font-semibold tracking-wide text-fg-faint uppercase">
        {label}
      </span>
      {children}
    </div>
  );
}

/** "main" for the main session, the tail of a child's id otherwise. */
const sessionLabel = (key: string): string =>
  key === '' ? 'main' : `child …${sessionIdOf(key).slice(-8)}`;

export function FilterBar() {
  const filters = useViewStore((s) => s.filters);
  const view = useViewApi();
  const { counts } = useFilterIndex();
  // On a phone the groups take a third of the screen: there they wait behind a toggle.
  const [open, setOpen] = useState(false);
  const on = filtering(filters);
  const chip = <D extends FilterDimension>(
    dim: D,
    value: Filters[D] extends ReadonlySet<infer V> ? V : never,
    name: string,
    label: string,
    count: number,
  ) => (
    <FilterChip
      key={name}
      name={name}
      label={label}
      count={count}
      on={(filters[dim] as ReadonlySet<unknown>).has(value)}
      onToggle={() => view.getState().setFilters(toggleFilter(view.getState().filters, dim, value))}
    />
  );
  return (
    <div
      data-testid="filter-bar"
      data-open={open}
      className="group/filters flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line px-3 py-1.5 sm:px-5"
    >
      <button
        type="button"
        data-testid="filter-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="text-[11px] font-semibold text-fg-muted sm:hidden"
      >
        {open ? '▾' : '▸'} Filters{on ? ' (on)' : ''}
      </button>
      <Group label="Kind">{KINDS.map((k) => chip('kinds', k, k, k, counts.kinds[k]))}</Group>
      <Group label="Role">{ROLES.map((r) => chip('roles', r, r, r, counts.roles[r]))}</Group>
      {counts.tools.size > 0 && (
        <Group label="Tool">
          {[...counts.tools].map(([name, n]) => chip('tools', name, `tool-${name}`, name, n))}
        </Group>
      )}
      <Group label="Status">
        {STATUSES.map((s) => chip('statuses', s, s, STATUS_LABELS[s], counts.statuses[s]))}
      </Group>
      {counts.sessions.size > 1 && (
        <Group label="Session">
          {[...counts.sessions].map(([key, n]) =>
            chip('sessions', key, `session-${key || 'main'}`, sessionLabel(key), n),
          )}
        </Group>
      )}
      {on && (
        <button
          type="button"
          data-testid="filter-clear"
          onClick={() => view.getState().setFilters(NO_FILTERS)}
          className="text-[11px] text-accent hover:underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
