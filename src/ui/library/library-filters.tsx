// The sessions table's filters, each choice with how many sessions it would show.
import { formatCount } from '../common/format';
import { revealInvisible } from '../common/invisible-chars';
import { useT } from '../i18n/language-store';
import { codeLabel } from './code-label';
import type { FacetValue } from './library-client';
import { useLibraryStore } from './library-store';
import { filterParams, type FilterParam } from './library-view';
import { useFacets } from './use-facets';

const FIELD =
  'h-7 min-w-0 rounded-md bg-surface-raised px-1.5 text-xs text-fg-strong ring-1 ring-line';

function FacetSelect({
  name,
  label,
  values,
}: {
  name: FilterParam;
  label: string;
  values: FacetValue[] | undefined;
}) {
  const value = useLibraryStore((s) => s.view.filters[name] ?? '');
  const setFilter = useFilterSetter();
  const shown = values ?? [];
  const t = useT();
  return (
    <label className="flex items-center gap-1 text-xs text-fg-muted">
      <span>{label}</span>
      <select
        data-testid={`library-filter-${name}`}
        value={value}
        onChange={(e) => setFilter(name, e.target.value)}
        className={`${FIELD} max-w-40`}
      >
        <option value="">{t.library.filters.all}</option>
        {value !== '' && !shown.some((v) => v.value === value) && (
          <option value={value}>{revealInvisible(value)} (0)</option>
        )}
        {/* An <option> holds text alone: its invisible characters are written as codes. */}
        {shown.map((v) => (
          <option key={v.value} value={v.value}>
            {revealInvisible(name === 'status' ? codeLabel(t.library.statuses, v.value) : v.value)}{' '}
            ({formatCount(v.sessions)})
          </option>
        ))}
      </select>
    </label>
  );
}

function useFilterSetter() {
  const setView = useLibraryStore((s) => s.setView);
  return (name: FilterParam, value: string) => {
    const { filters } = useLibraryStore.getState().view;
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
  const view = useLibraryStore((s) => s.view);
  const facets = useFacets(
    filterParams({ filters: view.filters, desc: false }).toString(),
    generation,
  );
  const setFilter = useFilterSetter();
  const any = Object.keys(view.filters).length > 0;
  const t = useT();
  const words = t.library.filters;
  return (
    <div
      data-testid="library-filters"
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-line px-3 py-2"
    >
      <FacetSelect name="project" label={words.project} values={facets?.project} />
      <FacetSelect name="agent" label={words.agent} values={facets?.agent} />
      <FacetSelect name="model" label={words.model} values={facets?.model} />
      <FacetSelect name="status" label={words.status} values={facets?.status} />
      <FacetSelect name="tool" label={words.tool} values={facets?.tool} />
      <label className="flex items-center gap-1 text-xs text-fg-muted">
        <span>{words.from}</span>
        <input
          type="date"
          data-testid="library-filter-from"
          value={view.filters.from ?? ''}
          onChange={(e) => setFilter('from', e.target.value)}
          className={FIELD}
        />
      </label>
      <label className="flex items-center gap-1 text-xs text-fg-muted">
        <span>{words.to}</span>
        <input
          type="date"
          data-testid="library-filter-to"
          value={view.filters.to ?? ''}
          onChange={(e) => setFilter('to', e.target.value)}
          className={FIELD}
        />
      </label>
      <label
        title={words.hasErrorsTitle}
        className="flex items-center gap-1.5 text-xs text-fg-muted"
      >
        <input
          type="checkbox"
          data-testid="library-filter-errors"
          checked={view.filters.errors === '1'}
          onChange={(e) => setFilter('errors', e.target.checked ? '1' : '')}
        />
        <span>
          {words.hasErrors}
          {facets ? ` (${formatCount(facets.errors)})` : ''}
        </span>
      </label>
      {any && (
        <button
          type="button"
          data-testid="library-filter-clear"
          onClick={() => useLibraryStore.getState().setView({ filters: {} })}
          className="text-xs text-link hover:underline"
        >
          {words.clear}
        </button>
      )}
      <span data-testid="library-total" className="ml-auto text-xs text-fg-muted tabular-nums">
        {total === null ? '…' : words.total(total)}
      </span>
    </div>
  );
}
