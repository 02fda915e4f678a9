// Filter counts kept current as the trace grows: each update classifies only the items and
// requests that batch wrote (found by the persistent vectors' shared chunks), never every item,
// so a live frame costs its own changes.
import type { Item, ItemId, RequestInfo, SessionKey, TraceState } from '../model';
import { PVec } from '../pvec';
import {
  KINDS,
  ROLES,
  STATUSES,
  type KindFilter,
  type RoleFilter,
  type StatusFilter,
} from './filter-state';
import { createClassifier, type ItemClass } from './item-class';

export interface FilterCounts {
  kinds: Readonly<Record<KindFilter, number>>;
  roles: Readonly<Record<RoleFilter, number>>;
  statuses: Readonly<Record<StatusFilter, number>>;
  /** By tool name, in the order first seen. */
  tools: ReadonlyMap<string, number>;
  /** By session, in the order first seen. */
  sessions: ReadonlyMap<SessionKey, number>;
}

export interface FilterIndex {
  counts: FilterCounts;
  /** Bumped whenever an item's class changed: rows filtered with an older one are stale. */
  version: number;
  /** How many times an item already classified changed class, ever: filtered rows built
   *  before such a change cannot simply be extended. */
  reclassified: number;
  classOf(id: ItemId): ItemClass | undefined;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

const bump = <K>(m: Map<K, number>, k: K, by: number) => m.set(k, (m.get(k) ?? 0) + by);

/** Each dimension's counts from the counts per class; tools and sessions in the order first seen. */
function countsOf(perClass: ReadonlyMap<ItemClass, number>): FilterCounts {
  const counts = {
    kinds: zeros(KINDS),
    roles: zeros(ROLES),
    statuses: zeros(STATUSES),
    tools: new Map<string, number>(),
    sessions: new Map<SessionKey, number>(),
  };
  for (const [c, n] of perClass) {
    counts.kinds[c.kind] += n;
    if (c.role) counts.roles[c.role] += n;
    for (const s of c.statuses) counts.statuses[s] += n;
    if (c.tool !== undefined) bump(counts.tools, c.tool, n);
    bump(counts.sessions, c.session, n);
  }
  return counts;
}

/** One per document: call it with each new trace; the same index comes back while nothing changed. */
export function createFilterIndex(): (t: TraceState) => FilterIndex {
  const classify = createClassifier();
  let classes: (ItemClass | undefined)[] = [];
  // Items counted per class (a few hundred classes for hundreds of thousands of items), in the
  // order first seen; each dimension's counts are summed from them once per version.
  let perClass = new Map<ItemClass, number>();
  let items = PVec.empty<Item>();
  let requests = PVec.empty<RequestInfo>();
  let last: TraceState | undefined;
  let result: FilterIndex | undefined;
  let version = 0;
  let reclassified = 0;

  const add = (c: ItemClass, by: 1 | -1) => bump(perClass, c, by);

  return (t) => {
    if (t === last && result) return result;
    // Another trace (a resync's history): start over.
    if (last && last.lineage !== t.lineage) {
      classes = [];
      perClass = new Map();
      items = PVec.empty();
      requests = PVec.empty();
    }
    last = t;
    let changed = result === undefined;
    const recheck = (id: ItemId) => {
      const item = t.items.get(id);
      if (!item) return;
      const c = classify(
        item,
        item.requestId === undefined ? undefined : t.requests.get(item.requestId),
      );
      const before = classes[id];
      if (before === c) return;
      if (before) {
        add(before, -1);
        reclassified += 1;
      }
      add(c, 1);
      classes[id] = c;
      changed = true;
    };
    t.items.changedSince(items, recheck);
    // A request that ends failed turns what it produced into a failed attempt's content. A
    // request new in this version holds only items new in it too, just classified above with
    // the request as it is now: only requests the previous version had can change old items.
    const known = requests.size;
    t.requests.changedSince(requests, (rid) => {
      if (rid >= known) return;
      const r = t.requests.get(rid);
      const s = r && t.sessions.get(r.session);
      const from = r?.beginItem ?? r?.endItem;
      if (!r || !s || from === undefined) return;
      for (let i = s.items.lowerBound(from); i < s.items.size; i++) {
        const id = s.items.get(i) as ItemId;
        if (r.endItem !== undefined && id > r.endItem) break;
        if (t.items.get(id)?.requestId === rid) recheck(id);
      }
    });
    items = t.items;
    requests = t.requests;
    if (!changed && result) return result;
    version += 1;
    const snapshot = countsOf(perClass);
    const table = classes;
    result = { counts: snapshot, version, reclassified, classOf: (id) => table[id] };
    return result;
  };
}
