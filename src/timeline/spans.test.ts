// Spans of a live session: what still runs ends at the latest moment seen, and grows with it.
import { describe, expect, it } from 'vitest';
import type { ModelEnvelope, ToolCallPayload } from '../protocol/types';
import { createTraceBuilder, recs, server } from '../../test/support/trace-builder';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTimeline } from './timeline';
import type { Span } from './types';

const b = createTraceBuilder();
const { begin, call, decide, meta, text } = b;

describe('live spans', () => {
  const c = call('c1', 'exec_command', '{}') as ModelEnvelope<ToolCallPayload>;
  const waiting = applyInputs(initialTraceState(), [
    ...recs([meta('s'), text('user', 'go'), begin(), c]),
    server({ type: 'approval_request', toolCall: c }),
  ]);

  it('draws a pending approval as an open wait and no run yet', () => {
    const layout = createTimeline().layout(waiting, 0);
    const kinds = layout?.spans.map((s) => [s.kind, s.open]);
    expect(kinds).toEqual([
      ['request', true],
      ['approval-wait', true],
    ]);
  });

  it('closes the wait at the decision and starts the run there', () => {
    const decided = applyInputs(waiting, recs([text('assistant', 'x'), decide('c1', 'allow')]));
    const layout = createTimeline().layout(decided, 0);
    const wait = layout?.spans.find((s) => s.kind === 'approval-wait');
    const run = layout?.spans.find((s) => s.kind === 'tool');
    expect(wait?.open).toBe(false);
    expect(run?.open).toBe(true);
    expect(run?.start).toBe(wait?.end);
  });

  it('grows a wait with the latest moment while its call and request stay as they were', () => {
    const timeline = createTimeline();
    const before = timeline.layout(waiting, 0);
    b.wait(5_000);
    const later = applyInputs(waiting, recs([text('assistant', 'still waiting')]));
    const after = timeline.layout(later, 0);
    const waitOf = (spans: readonly Span[] | undefined) =>
      spans?.find((s) => s.kind === 'approval-wait');
    expect(waitOf(after?.spans)?.end).toBe(after?.end);
    expect(waitOf(after?.spans)!.end - waitOf(before?.spans)!.end).toBeGreaterThanOrEqual(5_000);
    expect(after).toEqual(createTimeline().layout(later, 0));
  });
});
