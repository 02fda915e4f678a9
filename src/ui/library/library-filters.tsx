// The sessions table's filters, each choice with how many sessions it would show.
import { formatCount } from '../common/format';
import type { FacetValue } from './library-client';
import { useLibrary } from './library-store';
import { filterParams, type FilterParam } from './library-view';
import { useFacets } from './use-facets';

const FIELD =
  'h-7 min-w-0 rounded-md bg-surface-raised px-1.5 text-xs text-fg-strong ring-1 ring-line';

const STATUS_LABEL: Record<string, string> = { done: 'completed' };

function FacetSelect({
  name,
  label,
  values,
}: {
  name: FilterParam;
  label: string;
  values: FacetValue[] | undefined;
}) {
  const value = useLibrary((s) => s.view.filters[name] ?? '');
  const setFilter = useFilterSetter();
  const shown = values ?? [];
  return (
    <label className="flex items-center gap-1 text-xs text-fg-muted">
      <span>{label}</span>
      <select
        data-testid={`library-filter-${name}`}
        value={value}
        onChange={(e) => setFilter(name, e.target.value)}
        className={`${FIELD} max-w-40`}
      >
        <option value="">all</option>
        {value !== '' && !shown.some((v) => v.value === value) && (
          <option value={value}>{value} (0)</option>
        )}
        {shown.map((v) => (
          <option key={v.value} value={v.value}>
            {(name === 'status' ? STATUS_LABEL[v.value] : undefined) ?? v.value} (
            {formatCount(v.sessions)})
          </option>
        ))}
      </select>
    </label>
  );
}

function useFilterSetter() {
  const setView = useLibrary((s) => s.setView);
  return (name: FilterParam, value: string) => {
    const { filters } = useLibrary.getState().view;
    const next = { ...filters };
    if (value === '') delete next[name];
    else next[name] = value;
    setView({ filters: next });
  };
}

export function LibraryFilters({
  generation,
  total,
}: {
  generation: number;
  total: number | null;
}) {
  const view = useLibrary((s) => s.view);
  const facets = useFacets(
    filterParams({ filters: view.filters, desc: false }).toString(),
    generation,
  );
  const setFilter = useFilterSetter();
  const any = Object.keys(view.filters).length > 0;
  return (
    <div
      data-testid="library-filters"
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-line px-3 py-2"
    >
      <FacetSelect name="project" label="Project" values={facets?.project} />
      <FacetSelect name="agent" label="Agent" values={facets?.agent} />
      <FacetSelect name="model" label="Model" values={facets?.model} />
      <FacetSelect name="status" label="Status" values={facets?.status} />
      <FacetSelect name="tool" label="Tool" values={facets?.tool} />
      <label className="flex items-center gap-1 text-xs text-fg-muted">
        <span>From</span>
        <input
          type="date"
          data-testid="library-filter-from"
          value={view.filters.from ?? ''}
          onChange={(e) => setFilter('from', e.target.value)}
          className={FIELD}
        />
      </label>
      <label className="flex items-center gap-1 text-xs text-fg-muted">
        <span>To</span>
        <input
          type="date"
          data-testid="library-filter-to"
          value={view.filters.to ?? ''}
          onChange={(e) => setFilter('to', e.target.value)}
          className={FIELD}
        />
      </label>
      <label className="flex items-center gap-1.5 text-xs text-fg-muted">
        <input
          type="checkbox"
          data-testid="library-filter-errors"
          checked={view.filters.errors === '1'}
          onChange={(e) => setFilter('errors', e.target.checked ? '1' : '')}
        />
        <span>Has errors{facets ? ` (${formatCount(facets.errors)})` : ''}</span>
      </label>
      {any && (
        <button
          type="button"
          data-testid="library-filter-clear"
          onClick={() => useLibrary.getState().setView({ filters: {} })}
          className="text-xs text-link hover:underline"
        >
          Clear filters
        </button>
      )}
      <span data-testid="library-total" className="ml-auto text-xs text-fg-muted tabular-nums">
        {total === null ? '…' : `${formatCount(total)} ${total === 1 ? 'session' : 'sessions'}`}
      </span>
    </div>
  );
}
