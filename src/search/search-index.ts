// The text of every item and the order rows draw them in, searched for one query at a time.
// Counts per item are kept for the current query, so an update (a live stream growing) counts
// only the items it changed.
import type { TextMatcher } from './matcher';
import type { IndexUpdate } from './index-feed';
import { countInBudget, itemBudgetMs } from './search-budget';
import { SEARCH_PARTS, type SearchField } from './item-text';

/**
 * Every part of every item that holds a match, in row order. Typed arrays only: a live session
 * is counted again a few times a second, and the answer crosses to the page each time (an array
 * of a part name per hit cost the page a copy of each, and its collector the garbage).
 */
export interface SearchResult {
  total: number;
  itemIds: Int32Array;
  /** Each hit's part, as its index in SEARCH_PARTS. */
  parts: Uint8Array;
  counts: Int32Array;
}

export const EMPTY_RESULT: SearchResult = {
  total: 0,
  itemIds: new Int32Array(0),
  parts: new Uint8Array(0),
  counts: new Int32Array(0),
};

/** The buffers of `r` that can move to the page instead of being copied (not the shared empty one's). */
export const resultBuffers = (r: SearchResult): ArrayBuffer[] =>
  r === EMPTY_RESULT
    ? []
    : [r.itemIds.buffer, r.parts.buffer, r.counts.buffer].filter(
        (b): b is ArrayBuffer => b instanceof ArrayBuffer,
      );

/** An item took longer than its budget to count: the pattern is too slow on this trace. */
export const TOO_SLOW = 'too-slow';

export interface SearchWatch {
  now(): number;
  /** Called after each item counted, so the caller can tell it is still alive. */
  counted?(): void;
}

const CLOCK: SearchWatch = { now: () => performance.now() };

/** The counts of an item with no match in any field: shared, most items of a query are such. */
const NO_MATCHES: readonly number[] = [];

/** The count of a field known already (a long output counted as it was read back), if it is. */
export type KnownCount = (field: SearchField) => number | undefined;

const NONE_KNOWN: KnownCount = () => undefined;

/** The matches of each field of one item, and whether counting them kept to the budget. */
function timedCount(
  fields: readonly SearchField[],
  matcher: TextMatcher,
  watch: SearchWatch,
  known: KnownCount,
): { value: readonly number[]; inBudget: boolean } {
  let counts: readonly number[] = NO_MATCHES;
  const start = watch.now();
  let chars = 0;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as SearchField;
    let n = known(field);
    if (n === undefined) {
      chars += field.text.length;
      n = matcher.count(field.text);
    }
    if (n === 0) continue;
    if (counts === NO_MATCHES) counts = new Array<number>(fields.length).fill(0);
    (counts as number[])[i] = n;
  }
  return { value: counts, inBudget: watch.now() - start <= itemBudgetMs(chars) };
}

// Item ids are dense (0…items), so fields and counts are arrays indexed by id: a query over a
// million items then costs the regex, not a map lookup and an array per item.
export class SearchIndex {
  private fields: (readonly SearchField[] | undefined)[] = [];
  private order: Int32Array = new Int32Array(0);
  private key: string | null = null;
  private counts: (readonly number[] | undefined)[] = [];

  /** One update of the feed: a reset, new or changed items, the order or its new tail. */
  apply(u: IndexUpdate): void {
    if (u.reset) this.clear();
    this.update(u.entries);
    if (u.order) this.setOrder(u.order);
    if (u.orderTail) this.appendOrder(u.orderTail);
  }

  /** New or changed items replace what was held for them. */
  private update(entries: readonly (readonly [number, readonly SearchField[]])[]): void {
    for (const [id, f] of entries) {
      this.fields[id] = f;
      this.counts[id] = undefined;
    }
  }

  /** The item ids in the order rows draw them, everything expanded. */
  private setOrder(order: Int32Array): void {
    this.order = order;
  }

  /** Rows appended at the end (a live session growing). */
  private appendOrder(tail: Int32Array): void {
    if (tail.length === 0) return;
    const next = new Int32Array(this.order.length + tail.length);
    next.set(this.order);
    next.set(tail, this.order.length);
    this.order = next;
  }

  private clear(): void {
    this.fields = [];
    this.counts = [];
    this.order = new Int32Array(0);
  }

  /** Forgets the counts of another query than `matcher`'s. */
  private countsOf(matcher: TextMatcher): (readonly number[] | undefined)[] {
    if (matcher.key !== this.key) {
      this.key = matcher.key;
      this.counts = [];
    }
    return this.counts;
  }

  /**
   * Counts ahead the items `later` does not hold back (those with an output kept in its file,
   * whose count is still being read): `search` then finds them counted. Stops at an item over
   * budget and says so.
   */
  countAhead(
    matcher: TextMatcher,
    later: (id: number) => boolean,
    watch = CLOCK,
  ): typeof TOO_SLOW | undefined {
    const counts = this.countsOf(matcher);
    for (const id of this.order) {
      const fields = this.fields[id];
      if (!fields || fields.length === 0 || counts[id] || later(id)) continue;
      const counted = countInBudget(() => timedCount(fields, matcher, watch, NONE_KNOWN));
      if (counted === null) return TOO_SLOW;
      counts[id] = counted;
      watch.counted?.();
    }
    return undefined;
  }

  search(
    matcher: TextMatcher | null,
    watch = CLOCK,
    known: KnownCount = NONE_KNOWN,
  ): SearchResult | typeof TOO_SLOW {
    if (matcher === null) return EMPTY_RESULT;
    this.countsOf(matcher);
    const ids: number[] = [];
    const parts: number[] = [];
    const counts: number[] = [];
    let total = 0;
    for (const id of this.order) {
      const fields = this.fields[id];
      if (!fields || fields.length === 0) continue;
      let c = this.counts[id];
      if (!c) {
        const counted = countInBudget(() => timedCount(fields, matcher, watch, known));
        if (counted === null) return TOO_SLOW;
        c = counted;
        this.counts[id] = c;
        watch.counted?.();
      }
      for (let i = 0; i < c.length; i++) {
        const n = c[i] as number;
        if (n === 0) continue;
        ids.push(id);
        parts.push(SEARCH_PARTS.indexOf((fields[i] as SearchField).part));
        counts.push(n);
        total += n;
      }
    }
    return {
      total,
      itemIds: Int32Array.from(ids),
      parts: Uint8Array.from(parts),
      counts: Int32Array.from(counts),
    };
  }
}
