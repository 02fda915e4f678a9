import { classOfItem, dimensionsHiding } from '../filters/item-class';
import type { FilterDimension, Filters } from '../filters/filter-state';
import type { ItemId, SessionKey, TraceState } from '../model';

/** The session and its ancestors, outermost first (the main session '' included). */
export function sessionChain(t: TraceState, key: SessionKey): SessionKey[] {
  const chain: SessionKey[] = [];
  const seen = new Set<SessionKey>();
  let k: SessionKey | undefined = key;
  while (k !== undefined && !seen.has(k)) {
    seen.add(k);
    chain.unshift(k);
    k = t.sessions.get(k)?.parent;
  }
  return chain;
}

export interface RevealPlan {
  /** Collapsed cards to open on the way to the item. */
  expand: SessionKey[];
  /** A new focus when the item lies outside the focused session. */
  focus?: SessionKey;
  /** The compaction whose hidden internals hold the item. */
  internals?: number;
  /** Filter dimensions that leave the item out, to turn off (the list would only show a marker). */
  unfilter?: FilterDimension[];
}

export function revealPlan(
  t: TraceState,
  itemId: ItemId,
  view: {
    collapsed: ReadonlySet<SessionKey>;
    internalsShown: ReadonlySet<number>;
    focus: SessionKey;
    filters: Filters;
  },
): RevealPlan | undefined {
  const it = t.items.get(itemId);
  if (!it) return undefined;
  const chain = sessionChain(t, it.session);
  const at = chain.indexOf(view.focus);
  const from = at < 0 ? 0 : at;
  const expand = chain.slice(from + 1).filter((k) => view.collapsed.has(k));
  const c = it.compactionId === undefined ? undefined : t.compactions.get(it.compactionId);
  const hidden =
    c !== undefined &&
    itemId !== c.beginItem &&
    itemId !== c.endItem &&
    itemId !== c.summaryItem &&
    !view.internalsShown.has(c.id);
  const unfilter = dimensionsHiding(classOfItem(t, it), view.filters);
  return {
    expand,
    ...(at < 0 ? { focus: chain[0] ?? '' } : {}),
    ...(hidden ? { internals: c.id } : {}),
    ...(unfilter.length ? { unfilter } : {}),
  };
}
