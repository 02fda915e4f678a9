// Puts an event log and its time travel beside a document's trace store. Every source (file
// load, live stream, replay) feeds the store through `enqueue`/`replace`, so listening to its
// input records everything in the order the reducer sees it, whatever the source.
import type { TraceStore } from '../store/trace-store';
import { Attributor } from './attribute';
import { EventLog } from './event-log';
import { createShownStore, type ShownStore } from './shown-store';
import { TimeTravel } from './time-travel';

export interface StreamDebugger {
  log: EventLog;
  travel: TimeTravel;
  /** What the document's panels read: the live state, or the moment time travel shows. */
  shown: ShownStore;
}

const debuggers = new WeakMap<TraceStore, StreamDebugger>();

export function recordEvents(store: TraceStore, now: () => number = Date.now): StreamDebugger {
  const known = debuggers.get(store);
  if (known) return known;
  const log = new EventLog();
  const travel = new TimeTravel(log);
  const attributor = new Attributor();
  /** Events the store's state has applied: inputs are logged when queued, applied a frame later. */
  let applied = 0;
  // Attribution gives the same rows whether it follows every batch or several at once (the
  // state is persistent and items keep their envelopes), so it waits until a row is read.
  const attribute = () => attributor.advance(log, store.getState().trace, applied);
  log.attributeWith(attribute);
  store.getState().listenToInput({
    enqueued: (inputs) => log.append(inputs, now()),
    replacing(inputs, how) {
      if (how === 'rewind') {
        // The source plays again from its start: what was logged after these events never was.
        log.startOver();
        travel.startOver();
        attributor.startOver();
        applied = 0;
        log.append(inputs, now());
        // A moment travelled to past the position sought is not yet played again: back to live.
        const { at, travelTo } = debug.shown.getState();
        if (at !== null && at > log.count) travelTo(null);
        return;
      }
      // The state the history replaces is the last one that can tell the rows of earlier events.
      attribute();
      log.reset(inputs, now());
    },
  });
  // The store applies everything queued at once, so after each batch its state is exactly the
  // state after every logged event: a free snapshot.
  store.subscribe((s, prev) => {
    if (s.trace === prev.trace) return;
    applied = log.count;
    travel.noteState(log.count, s.trace);
  });
  const debug = { log, travel, shown: createShownStore(store, travel) };
  debuggers.set(store, debug);
  return debug;
}
