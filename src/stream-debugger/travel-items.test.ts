import { describe, expect, it } from 'vitest';
import { referenceTraceInputs } from '../../test/support/reference-trace';
import { createTraceStore, type Scheduler } from '../store/trace-store';
import { recordEvents } from './record-events';

const manual: Scheduler = { frame: () => undefined, later: () => undefined };

describe('matching rows between the document and time travel', () => {
  it("pairs every row of the reference session's three files with the row made from the same record", () => {
    const store = createTraceStore(manual);
    const { log, travel } = recordEvents(store);
    store.getState().enqueue([...referenceTraceInputs(), { kind: 'end' }]);
    store.getState().flush();
    const live = store.getState().trace;
    const travelled = travel.stateAt(log.count);
    let paired = 0;
    for (const item of live.items) {
      const shown = travel.shownItem(item.id);
      if (shown === undefined) continue;
      paired++;
      expect(travelled.items.get(shown)?.at).toBe(item.at);
      expect(travel.liveItem(shown)).toBe(item.id);
    }
    // Rows no event made (none here) are the only ones left unpaired.
    expect(paired).toBe(live.items.size);
    // The child's rows come earlier in the order written than file after file.
    expect([...live.items].some((i) => travel.shownItem(i.id) !== i.id)).toBe(true);
  });
});
