// The items of a feed update, packed for the trip to the search worker: their texts joined in
// one string, the rest in typed arrays that move instead of being copied. Cloned as objects,
// each part of 2,500 items took the page 10–35 ms (a gigabyte's first feed 0.7 s, the page's
// main thread busy all along); one string and a few buffers cross as copies of their bytes.
import type { IndexUpdate } from './index-feed';
import { SEARCH_PARTS, type SearchField } from './item-text';
import type { SearchRequest } from './worker-protocol';

export type Entries = [number, SearchField[]][];

export interface PackedEntries {
  /** Each item's id and how many of the fields below are its own. */
  ids: Int32Array;
  fieldCounts: Int32Array;
  /** Each field's part, as its index in SEARCH_PARTS. */
  parts: Uint8Array;
  /**
   * Each field's text: where it ends in `text` (it starts where the last field in `text`
   * ended), or, below zero, `long[-end - 1]`.
   */
  ends: Int32Array;
  text: string;
  /** Texts that would take `text` past JOINED_MAX, sent as themselves. */
  long: string[];
}

/** Characters joined in one string at most: far from V8's limit on a string's length. */
const JOINED_MAX = 32 * 2 ** 20;

export function packEntries(entries: Entries): PackedEntries {
  let fieldTotal = 0;
  for (const [, fields] of entries) fieldTotal += fields.length;
  const ids = new Int32Array(entries.length);
  const fieldCounts = new Int32Array(entries.length);
  const parts = new Uint8Array(fieldTotal);
  const ends = new Int32Array(fieldTotal);
  const joined: string[] = [];
  const long: string[] = [];
  let length = 0;
  let f = 0;
  entries.forEach(([id, fields], e) => {
    ids[e] = id;
    fieldCounts[e] = fields.length;
    for (const { part, text } of fields) {
      parts[f] = SEARCH_PARTS.indexOf(part);
      if (length + text.length <= JOINED_MAX) {
        joined.push(text);
        length += text.length;
        ends[f] = length;
      } else {
        long.push(text);
        ends[f] = -long.length;
      }
      f += 1;
    }
  });
  return { ids, fieldCounts, parts, ends, text: joined.join(''), long };
}

export function unpackEntries(p: PackedEntries): Entries {
  const out: Entries = [];
  let f = 0;
  let at = 0;
  for (let e = 0; e < p.ids.length; e++) {
    const fields: SearchField[] = [];
    for (let k = 0; k < (p.fieldCounts[e] as number); k++, f++) {
      const part = SEARCH_PARTS[p.parts[f] as number] ?? 'text';
      const end = p.ends[f] as number;
      if (end < 0) {
        fields.push({ part, text: p.long[-end - 1] ?? '' });
      } else {
        fields.push({ part, text: p.text.slice(at, end) });
        at = end;
      }
    }
    out.push([p.ids[e] as number, fields]);
  }
  return out;
}

/** The buffers of `p`, which move to the worker. */
const packedBuffers = (p: PackedEntries): ArrayBuffer[] =>
  [p.ids, p.fieldCounts, p.parts, p.ends].map((a) => a.buffer as ArrayBuffer);

/** `update` as the worker is sent it, and the buffers that move with it. */
export function updateRequest(update: IndexUpdate): {
  request: Extract<SearchRequest, { type: 'update' }>;
  transfer: ArrayBuffer[];
} {
  const entries = packEntries(update.entries);
  const order = [update.order?.buffer, update.orderTail?.buffer].filter(
    (b): b is ArrayBuffer => b instanceof ArrayBuffer,
  );
  return {
    request: { type: 'update', ...update, entries },
    transfer: [...order, ...packedBuffers(entries)],
  };
}
