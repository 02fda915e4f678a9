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

export class SearchIndex {
  private fields = new Map<number, readonly SearchField[]>();
  private order: Int32Array = new Int32Array(0);
  private regex: RegExp | null = null;
  private counts = new Map<number, readonly number[]>();

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
      this.fields.set(id, f);
      this.counts.delete(id);
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
    this.fields.clear();
    this.counts.clear();
    this.order = new Int32Array(0);
  }

  search(regex: RegExp | null): SearchResult {
    if (regex === null) return EMPTY_RESULT;
    if (regex.source !== this.regex?.source || regex.flags !== this.regex.flags) {
      this.regex = regex;
      this.counts.clear();
    }
    const ids: number[] = [];
    const parts: SearchPart[] = [];
    const counts: number[] = [];
    let total = 0;
    for (const id of this.order) {
      const fields = this.fields.get(id);
      if (!fields || fields.length === 0) continue;
      let c = this.counts.get(id);
      if (!c) {
        const fresh: number[] = [];
        for (const f of fields) fresh.push(countMatches(f.text, regex));
        this.counts.set(id, fresh);
        c = fresh;
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
