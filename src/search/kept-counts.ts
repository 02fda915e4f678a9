// Long outputs left in their file (ingest/kept-values.ts) are searched without being held: a
// query reads them back, counts its matches in each as it is decoded and lets the text go, so a
// gigabyte's outputs never sit in the worker (held, they took the renderer past 2 GB). Counts
// are kept for the current query: a live stream growing reads only its new outputs.
import { eachKeptValue, type KeptRead } from '../ingest/kept-files';
import { keptTextOf, keptValueOf, type KeptValue } from '../protocol/kept-value';
import type { IndexUpdate } from './index-feed';
import type { SearchField } from './item-text';
import type { KeptCounterPool } from './kept-counter-pool';
import type { SearchQuery, TextMatcher } from './matcher';
import { countInBudget, itemBudgetMs } from './search-budget';

export interface KeptCountWatch {
  now(): number;
  /** A newer query came: the count is of no use any more. */
  stopped(): boolean;
  /** Called between slices read, so the caller can say it is still going. */
  after(): void;
}

/** How a count of the kept texts ended. */
export type KeptCountEnd = 'done' | 'stopped' | 'too-slow';

/**
 * What `count` finds in `length` characters or bytes (null: it cannot tell), or undefined when
 * counting them ran over budget every time.
 */
function timedCount(
  length: number,
  count: () => number | null,
  now: () => number,
): number | null | undefined {
  const counted = countInBudget(() => {
    const start = now();
    const value = { n: count() };
    return { value, inBudget: now() - start <= itemBudgetMs(length) };
  });
  return counted === null ? undefined : counted.n;
}

/**
 * The matches in the text `read` stands for (its preview when it cannot be read), or undefined
 * when counting ran over budget. Counted in the literal's bytes, else in the literal as text,
 * when the matcher can: decoding and parsing took most of a search over a gigabyte's outputs.
 */
function countKept(
  kept: KeptValue,
  read: KeptRead | null,
  matcher: TextMatcher,
  now: () => number,
): number | undefined {
  const inBytes = matcher.countInJsonBytes;
  const bytes = read?.literalBytes;
  if (bytes && inBytes) {
    const n = timedCount(bytes.length, () => inBytes(bytes), now);
    if (n !== null) return n;
  }
  const inLiteral = matcher.countInJsonLiteral;
  const literal = read?.literal();
  if (literal && inLiteral) {
    const n = timedCount(literal.length, () => inLiteral(literal), now);
    if (n !== null) return n;
  }
  // Unreadable (the file changed or is gone): its preview is all that can be searched.
  const text = read?.value() ?? keptTextOf(kept)?.preview ?? '';
  return timedCount(text.length, () => matcher.count(text), now) ?? undefined;
}

/** How counting a batch of kept texts ended, and each one's count (-1: not counted). */
export interface KeptBatch {
  end: KeptCountEnd;
  counts: Int32Array;
}

/** Counts `matcher` in each of `refs`, read back in this realm. */
export async function countKeptRefs(
  refs: readonly KeptValue[],
  matcher: TextMatcher,
  watch: KeptCountWatch,
): Promise<KeptBatch> {
  const counts = new Int32Array(refs.length).fill(-1);
  let end: KeptCountEnd = 'done';
  const each = (at: number, read: KeptRead | null): boolean => {
    if (watch.stopped()) {
      end = 'stopped';
      return false;
    }
    const n = countKept(refs[at] as KeptValue, read, matcher, watch.now);
    if (n === undefined) {
      end = 'too-slow';
      return false;
    }
    counts[at] = n;
    return true;
  };
  await eachKeptValue(refs, each, watch.after);
  return { end, counts };
}

interface KeptField {
  field: SearchField;
  kept: KeptValue;
}

export class KeptCounts {
  /** Counters on threads of their own (kept-counter-pool.ts); none, and this realm counts. */
  constructor(private readonly counters?: KeptCounterPool) {}

  private key: string | null = null;
  private counts = new WeakMap<SearchField, number>();
  /**
   * The fields of each item that hold a kept text, by item id: a query walks these, not every
   * field of a million items (most traces have none).
   */
  private readonly fields = new Map<number, KeptField[]>();

  /** Notes which fields of an update's items hold a kept text (the index takes the update). */
  note(update: IndexUpdate): void {
    if (update.reset) this.fields.clear();
    for (const [id, entry] of update.entries) {
      const held: KeptField[] = [];
      for (const field of entry) {
        const kept = keptValueOf(field.text);
        if (kept && keptTextOf(kept)) held.push({ field, kept });
      }
      if (held.length > 0) this.fields.set(id, held);
      else this.fields.delete(id);
    }
  }

  /** Whether item `id` holds a text kept in its file. */
  readonly holds = (id: number): boolean => this.fields.has(id);

  /** The count of `field` under the last query counted, when it is a kept text. */
  private readonly countOf = (field: SearchField): number | undefined => this.counts.get(field);

  /** `countOf` when any kept text was noted: else a search need not ask for every field. */
  get known(): ((field: SearchField) => number | undefined) | undefined {
    return this.fields.size > 0 ? this.countOf : undefined;
  }

  /**
   * Counts `matcher` (compiled from `query`) in every kept text noted and not counted under it
   * yet, on the counters when there are some; at once (not a promise) when there is none, as in
   * most traces, so their searches answer in the same task.
   */
  count(
    query: SearchQuery,
    matcher: TextMatcher,
    watch: KeptCountWatch,
  ): KeptCountEnd | Promise<KeptCountEnd> {
    if (matcher.key !== this.key) {
      this.key = matcher.key;
      this.counts = new WeakMap();
    }
    const pending: SearchField[] = [];
    const refs: KeptValue[] = [];
    for (const held of this.fields.values())
      for (const { field, kept } of held)
        if (!this.counts.has(field)) {
          pending.push(field);
          refs.push(kept);
        }
    if (pending.length === 0) return 'done';
    const batch =
      this.counters?.count(refs, query, matcher, watch) ?? countKeptRefs(refs, matcher, watch);
    return batch.then(({ end, counts }) => {
      // What was counted before a stop or a slow text still counts: the next run skips it.
      counts.forEach((n, at) => {
        if (n >= 0) this.counts.set(pending[at] as SearchField, n);
      });
      return end;
    });
  }
}
