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
import { FoldedChips } from './folded-chips';
import { useFilterIndex } from './use-filter-index';
import type { SessionKey } from '../../store/model';
import { useChildLabel } from '../sessions/use-child-label';
import { useT } from '../i18n/language-store';

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

/** A child's chip, named as the outline names it. */
function ChildChip({ child, chip }: { child: SessionKey; chip: (label: string) => ReactNode }) {
  return chip(useChildLabel(child));
}

export function FilterBar() {
  const filters = useViewStore((s) => s.filters);
  const view = useViewApi();
  const { counts } = useFilterIndex();
  const all = useT();
  const t = all.filters;
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
        {open ? '▾' : '▸'} {t.filters}
        {on ? t.onSuffix : ''}
      </button>
      <Group label={t.group.kind}>
        {KINDS.map((k) => chip('kinds', k, k, t.kind[k], counts.kinds[k]))}
      </Group>
      <Group label={t.group.role}>
        {ROLES.map((r) => chip('roles', r, r, t.role[r], counts.roles[r]))}
      </Group>
      {counts.tools.size > 0 && (
        <Group label={t.group.tool}>
          <FoldedChips
            group="tools"
            entries={[...counts.tools].map(([name, n]) => ({
              on: filters.tools.has(name),
              // A call with no name (or only its output seen) is counted under the tools' word for it.
              chip: chip('tools', name, `tool-${name}`, name || all.tools.unnamedTool, n),
            }))}
          />
        </Group>
      )}
      <Group label={t.group.status}>
        {STATUSES.map((s) => chip('statuses', s, s, t.status[s], counts.statuses[s]))}
      </Group>
      {counts.sessions.size > 1 && (
        <Group label={t.group.session}>
          <FoldedChips
            group="sessions"
            entries={[...counts.sessions].map(([key, n]) => ({
              on: filters.sessions.has(key),
              chip:
                key === '' ? (
                  chip('sessions', key, 'session-main', t.main, n)
                ) : (
                  <ChildChip
                    key={key}
                    child={key}
                    chip={(label) => chip('sessions', key, `session-${key}`, label, n)}
                  />
                ),
            }))}
          />
        </Group>
      )}
      {on && (
        <button
          type="button"
          data-testid="filter-clear"
          onClick={() => view.getState().setFilters(NO_FILTERS)}
          className="text-[11px] text-accent hover:underline"
        >
          {t.clear}
        </button>
      )}
    </div>
  );
}
