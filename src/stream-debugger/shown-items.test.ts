import { describe, expect, it } from 'vitest';
import { childAfterAbort, CHILD_BEFORE, RUNNING_CHILD } from '../../test/cases/child-after-abort';
import { withOrigin } from '../ingest/file-set';
import type { Item, TraceInput } from '../store/model';
import { createTraceStore, type Scheduler } from '../store/trace-store';
import { recordEvents } from './record-events';
import { eventsOfShown, shownItemOf } from './shown-items';

const manual: Scheduler = { frame: () => undefined, later: () => undefined };

/** The parent's and the child's Trace files loaded, parent first, as a document. */
function loaded() {
  const inputs: TraceInput[] = childAfterAbort().files.flatMap(({ sessionId, records }, f) =>
    records.map((r, i): TraceInput => ({
      kind: 'record',
      envelope: f === 0 ? r : withOrigin(r, [sessionId]),
      at: { file: `${sessionId}_001.jsonl`, line: i + 1 },
    })),
  );
  const store = createTraceStore(manual);
  const debug = recordEvents(store);
  store.getState().enqueue([...inputs, { kind: 'end' }]);
  store.getState().flush();
  const event = inputs.findIndex(
    (i) => i.kind === 'record' && (i.envelope.payload as { text?: unknown }).text === CHILD_BEFORE,
  );
  return { debug, event };
}

const textOf = (item: Item | undefined) =>
  item?.kind === 'message' ? `${item.session}: ${item.content}` : undefined;

describe('the rows of the moment on screen', () => {
  it("light the child's row for its event, in a session read from several files, travelled", () => {
    const { debug, event } = loaded();
    const at = Array.from({ length: debug.log.count }, (_, s) => debug.travel.eventAt(s));
    debug.shown.getState().travelTo(at.indexOf(event) + 1);
    const item = shownItemOf(debug, event);
    const shown = debug.shown.getState().trace;
    expect(textOf(item === null || item === undefined ? undefined : shown.items.get(item))).toBe(
      `${RUNNING_CHILD}: ${CHILD_BEFORE}`,
    );
    expect(eventsOfShown(debug, item ?? -1)).toEqual([event]);
  });

  it('are the log’s own while live', () => {
    const { debug, event } = loaded();
    const item = shownItemOf(debug, event);
    expect(item).toBe(debug.log.item(event));
    expect(eventsOfShown(debug, item ?? -1)).toEqual([event]);
  });
});
