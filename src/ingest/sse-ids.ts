// SSE event ids as the PenguinHarness server writes them: `<epoch>-<seq>` (PROTOCOL.md §11).
// Ids are monotonic per channel but not contiguous for one connection (§12), so only order counts.

import type { UnsendableWhy } from '../problems/reading-problem';

export interface EventId {
  epoch: string;
  seq: number;
}

/** `<epoch>-<seq>`: the epoch may itself hold dashes, the sequence number is the last part. */
export function parseEventId(text: string | null | undefined): EventId | null {
  if (text === null || text === undefined) return null;
  const m = /^(.+)-(\d{1,15})$/.exec(text.trim());
  if (!m || !m[1] || !m[2]) return null;
  return { epoch: m[1], seq: Number(m[2]) };
}

/**
 * Whether an event with id `next` is new after `last`. Within one epoch the sequence decides;
 * another epoch (a restarted server) or ids of another shape count as new unless identical.
 */
export function isNewEventId(next: string, last: string | null): boolean {
  if (last === null) return true;
  if (next === last) return false;
  const a = parseEventId(next);
  const b = parseEventId(last);
  if (!a || !b || a.epoch !== b.epoch) return true;
  return a.seq > b.seq;
}

/** `id` is at or before `cursor` in the same epoch (already reflected in a history snapshot). */
export function isAtOrBefore(id: string | undefined, cursor: string | null): boolean {
  if (id === undefined || cursor === null) return false;
  const a = parseEventId(id);
  const b = parseEventId(cursor);
  return a !== null && b !== null && a.epoch === b.epoch && a.seq <= b.seq;
}

/** The longest id sent back as Last-Event-ID: request headers past a few KB are refused (431). */
export const MAX_RESUME_ID_CHARS = 1024;

/**
 * Why `id` cannot go back to the server in a Last-Event-ID header as it came, or null when it
 * can. `fetch` throws on a character above U+00FF or a line break, sends U+0080–U+00FF as one
 * byte (not the UTF-8 the server wrote) and trims spaces at the ends: each would make every
 * reconnection fail, or resume from an id the server never sent.
 */
export function unsendableId(id: string): UnsendableWhy | null {
  if (id.length > MAX_RESUME_ID_CHARS)
    return { kind: 'too-long', length: id.length, limit: MAX_RESUME_ID_CHARS };
  if (/[^\x20-\x7E]/.test(id)) return { kind: 'unsendable-character' };
  if (id !== id.trim()) return { kind: 'spaces-at-ends' };
  return null;
}
