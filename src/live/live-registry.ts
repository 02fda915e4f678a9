// Live controllers by document and by trace store, outside React: actions and the save button
// find the controller of the document they belong to.
import type { TraceStore } from '../store/trace-store';
import type { LiveController } from './live-controller';

const byDoc = new Map<string, LiveController>();
const byStore = new WeakMap<TraceStore, LiveController>();

export function registerLive(docId: string, controller: LiveController): void {
  byDoc.set(docId, controller);
  byStore.set(controller.store, controller);
}

export function unregisterLive(docId: string): void {
  const c = byDoc.get(docId);
  byDoc.delete(docId);
  if (c) byStore.delete(c.store);
}

export const liveOfDoc = (docId: string | undefined): LiveController | undefined =>
  docId === undefined ? undefined : byDoc.get(docId);

export const liveOfStore = (store: TraceStore): LiveController | undefined => byStore.get(store);
