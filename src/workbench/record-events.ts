// Puts an event log and its time travel beside a document's trace store. Every source (file
// load, live stream, replay) feeds the store through `enqueue`/`replace`, so wrapping those two
// records everything in the order the reducer sees it, whatever the source.
import type { TraceStore } from '../store/trace-store';
import { Attributor } from './attribute';
import { EventLog } from './event-log';
import { TimeTravel } from './time-travel';

export interface Workbench {
  log: EventLog;
  travel: TimeTravel;
}

const benches = new WeakMap<TraceStore, Workbench>();

export function recordEvents(store: TraceStore, now: () => number = Date.now): Workbench {
  const known = benches.get(store);
  if (known) return known;
  const log = new EventLog();
  const travel = new TimeTravel(log);
  const attributor = new Attributor();
  const { enqueue, replace } = store.getState();
  store.setState({
    enqueue(inputs) {
      log.append(inputs, now());
      enqueue(inputs);
    },
    replace(inputs) {
      log.reset(inputs, now());
      replace(inputs);
    },
  });
  // The store applies everything queued at once, so after each batch its state is exactly the
  // state after every logged event: a free snapshot.
  store.subscribe((s, prev) => {
    if (s.trace === prev.trace) return;
    travel.noteState(log.count, s.trace);
    attributor.advance(log, s.trace);
  });
  const bench = { log, travel };
  benches.set(store, bench);
  return bench;
}
