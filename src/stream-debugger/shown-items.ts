// The event log knows rows by the document's ids; the panels draw the moment on screen. While live
// they are the same; while time-travelling over a session read from several files the moment
// numbers its rows in the order written (travel-items.ts), so every link between an event and a
// row goes through here.
import type { ItemId } from '../store/model';
import type { EventEntry } from './event-log';
import type { StreamDebugger } from './record-events';

/** The row of the moment on screen that event `i` created or changed (null: none). */
export function shownItemOf(debug: StreamDebugger, i: number): ItemId | null | undefined {
  const item = debug.log.item(i);
  if (item === null || item === undefined || debug.shown.getState().at === null) return item;
  return debug.travel.shownItem(item) ?? null;
}

/** Event `i` as the inspector lists it, its row that of the moment on screen. */
export function shownEntry(debug: StreamDebugger, i: number): EventEntry | undefined {
  const entry = debug.log.entry(i);
  if (!entry || entry.item === undefined || debug.shown.getState().at === null) return entry;
  const { item: _live, ...rest } = entry;
  const item = shownItemOf(debug, i);
  return item === undefined ? rest : { ...rest, item };
}

/** The events of `item`, a row of the moment on screen, in order. */
export function eventsOfShown(debug: StreamDebugger, item: ItemId): number[] {
  if (debug.shown.getState().at === null) return debug.log.eventsOf(item);
  const live = debug.travel.liveItem(item);
  return live === undefined ? [] : debug.log.eventsOf(live);
}
