// A name for an item that a link can carry and a later load finds again. The item ids are a
// counter of this load, so a link names where the record came from instead: its file and line
// (stable for the same file however it is read), else its SSE event id; only a record with
// neither (a PenguinHarness history entry) falls back to the item id, which the same history
// replayed in the same order gives again.
import type { Item, ItemId, TraceState } from '../model';

export function recordRef(item: Item): string {
  const at = item.at;
  if (at?.line !== undefined) return `${at.file ?? ''}:${at.line}`;
  if (at?.eventId !== undefined) return `@${at.eventId}`;
  return `#${item.id}`;
}

/** The item `ref` names, if it is loaded. Compares names rather than parsing them. */
export function findRecord(t: TraceState, ref: string): ItemId | undefined {
  for (const item of t.items) if (recordRef(item) === ref) return item.id;
  return undefined;
}
