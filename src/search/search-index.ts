// The text of every item and the order rows draw them in, searched for one query at a time.
// Counts per item are kept for the current query, so an update (a live stream growing) counts
// only the items it changed.
import { countMatches } from './matcher';
import type { IndexUpdate } from './index-feed';
import type { SearchField, SearchPart } from './item-text';

/** Every part of every item that holds a match, in row order. */
export interface SearchResult {
  total: number;
  itemIds: Int32Array;
  parts: SearchPart[];
  counts: Int32Array;
}

export const EMPTY_RESULT: SearchResult = {
  total: 0,
  itemIds: new Int32Array(0),
  parts: [],
  counts: new Int32Array(0),
};

/** The counts of an item with no match in any field: shared, most items of a query are such. */
const NO_MATCHES: readonly number[] = [];

// Item ids are dense (0…items), so fields and counts are arrays indexed by id: a query over a
// million items then costs the regex, not a map lookup and an array per item.
export class SearchIndex {
  private fields: (readonly SearchField[] | undefined)[] = [];
  private order: Int32Array = new Int32Array(0);
  private regex: RegExp | null = null;
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

  search(regex: RegExp | null): SearchResult {
    if (regex === null) return EMPTY_RESULT;
    if (regex.source !== this.regex?.source || regex.flags !== this.regex.flags) {
      this.regex = regex;
      this.counts = [];
    }
    const ids: number[] = [];
    const parts: SearchPart[] = [];
    const counts: number[] = [];
    let total = 0;
    for (const id of this.order) {
      const fields = this.fields[id];
      if (!fields || fields.length === 0) continue;
      let c = this.counts[id];
      if (!c) {
        c = NO_MATCHES;
        for (let i = 0; i < fields.length; i++) {
          const n = countMatches((fields[i] as SearchField).text, regex);
          if (n === 0) continue;
          if (c === NO_MATCHES) c = new Array<number>(fields.length).fill(0);
          (c as number[])[i] = n;
        }
        this.counts[id] = c;
      }
      for (let i = 0; i < c.length; i++) {
        const n = c[i] as number;
        if (n === 0) continue;
        ids.push(id);
        parts.push((fields[i] as SearchField).part);
        counts.push(n);
        total += n;
      }
    }
    return { total, itemIds: Int32Array.from(ids), parts, counts: Int32Array.from(counts) };
  }
}
