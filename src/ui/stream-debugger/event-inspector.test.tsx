// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import type { EventPayload } from '../../protocol/types';
import { EventInspector } from './event-inspector';
import { streamDebuggerStore } from './stream-debugger-store';

// jsdom lays nothing out: the event list's scroller gets a height, so its virtual list draws rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A prompt, a streamed answer, a tool call in a child session and an event of no known type. */
function records() {
  const b = createTraceBuilder();
  const child = { origin: ['child-7'] };
  const answer = b.text('assistant', 'Hello there.');
  return recs([
    b.meta('main'),
    b.text('user', 'Hi.'),
    b.begin(),
    ...b.fragmentsOf(answer, [5]),
    answer,
    b.end('completed'),
    b.meta('child-7', child),
    b.call('c1', 'exec_command', '{}', child),
    b.event({ type: 'mystery_event' } as unknown as EventPayload),
  ]);
}

function renderInspector() {
  const view = renderInDoc(records(), () => <EventInspector />);
  const rows = () => view.getAllByTestId('event-row');
  const kinds = () => rows().map((r) => within(r).getByTestId('event-kind').textContent);
  return { ...view, rows, kinds, count: () => view.getByTestId('event-count').textContent };
}

describe('event inspector', () => {
  it('lists every event in arrival order, unknown types named as they came', () => {
    const view = renderInspector();
    expect(view.count()).toBe('12');
    expect(view.kinds()).toEqual([
      'session_meta ',
      'model_msg text',
      'event_msg request_begin',
      'model_msg partial_text · start',
      'model_msg partial_text · delta',
      'model_msg partial_text · delta',
      'model_msg partial_text · stop',
      'model_msg text',
      'event_msg request_end',
      'session_meta ',
      'model_msg tool_call',
      'event_msg mystery_event',
    ]);
  });

  it('filters by type, session and text, counting what is shown', () => {
    const view = renderInspector();
    const type = view.getByRole('combobox', { name: 'Event type' });
    expect(within(type).getByRole('option', { name: 'mystery_event' })).toBeTruthy();
    fireEvent.change(type, { target: { value: 'partial_text' } });
    expect(view.count()).toBe('4 of 12');
    fireEvent.change(type, { target: { value: '' } });
    const session = view.getByRole('combobox', { name: 'Session' });
    const child = within(session)
      .getAllByRole<HTMLOptionElement>('option')
      .find((o) => o.textContent?.includes('child-7')) as HTMLOptionElement;
    fireEvent.change(session, { target: { value: child.value } });
    expect(view.kinds()).toEqual(['session_meta ', 'model_msg tool_call']);
    fireEvent.change(session, { target: { value: '*' } });
    fireEvent.change(view.getByRole('searchbox', { name: 'Search events' }), {
      target: { value: 'exec_command' },
    });
    expect(view.kinds()).toEqual(['model_msg tool_call']);
  });

  it('shows the JSON of the event clicked', () => {
    const view = renderInspector();
    expect(view.queryByTestId('event-detail')).toBeNull();
    const call = view.rows()[10] as HTMLElement;
    fireEvent.click(call);
    expect(call.getAttribute('aria-pressed')).toBe('true');
    const detail = view.getByTestId('event-detail');
    expect(detail.dataset.eventIndex).toBe('10');
    expect(detail.textContent).toContain('"exec_command"');
  });

  it('travels back to after event N, and back to the end of the file (nothing in it is live)', () => {
    const view = renderInspector();
    const slider = view.getByRole('slider', { name: 'After event' });
    const position = view.getByTestId('time-travel-position');
    expect(position.textContent).toBe('12/12');
    expect(view.queryByTestId('time-travel-live')).toBeNull();
    fireEvent.change(slider, { target: { value: '3' } });
    expect(position.textContent).toBe('3/12');
    expect(view.doc.streamDebugger.shown.getState().trace.records).toBe(3);
    // The last event applied is the one selected.
    expect(view.getByTestId('event-detail').dataset.eventIndex).toBe('2');
    expect(view.queryByRole('button', { name: 'Back to live' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Back to the end' }));
    expect(position.textContent).toBe('12/12');
    expect(view.doc.streamDebugger.shown.getState().trace.records).toBe(12);
  });

  it('shows how a row streamed: its pieces against the complete message', async () => {
    const view = renderInspector();
    const answer = view.rows()[7]?.dataset.forItem;
    act(() => streamDebuggerStore.of(view.doc).getState().showFragments(Number(answer)));
    const part = await view.findByTestId('fragments-part');
    expect(within(part).getByTestId('fragments-heading').textContent).toBe(
      // A file keeps no arrival times: the pace is read from the records' own.
      'Text: 2 deltas, 12 characters (times from record timestamps)',
    );
    expect(within(part).getByTestId('fragments-verdict').textContent).toBe(
      'The pieces joined equal the complete message.',
    );
    fireEvent.click(
      within(view.getByTestId('fragments-view')).getByRole('button', { name: 'Close' }),
    );
    expect(view.queryByTestId('fragments-view')).toBeNull();
  });

  it('says where streamed pieces part from the complete message', async () => {
    const b = createTraceBuilder();
    const streamed = b.fragmentsOf(b.text('assistant', 'Hello there.'), [6]);
    const view = renderInDoc(
      recs([b.meta('main'), b.begin(), ...streamed, b.text('assistant', 'Hello world.')]),
      () => <EventInspector />,
    );
    const item = view.getAllByTestId('event-row').at(-1)?.dataset.forItem;
    act(() => streamDebuggerStore.of(view.doc).getState().showFragments(Number(item)));
    const part = await view.findByTestId('fragments-part');
    expect(part.dataset.verdict).toBe('mismatch');
    expect(within(part).getByTestId('fragments-verdict').textContent).toBe(
      'The pieces joined differ from the complete message from character 6: pieces “there.” vs complete “world.”.',
    );
  });
});
