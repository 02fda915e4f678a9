// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, recs, server } from '../../../test/support/trace-builder';
import { TimelinePanel } from './timeline-panel';

afterEach(cleanup);

/** Two tasks: the first asks for two tools, one in a subagent; the second is a bare answer. */
function twoTasks() {
  const b = createTraceBuilder({ step: 100 });
  const child = { origin: ['child-1'] };
  return recs([
    b.meta('main', { tools: true }),
    b.text('user', 'List the files.'),
    b.begin(),
    b.call('c1', 'exec_command', '{"cmd":"ls"}'),
    b.call('c2', 'read_file', '{}'),
    b.makeSubagent({ session_id: 'child-1' }),
    b.meta('child-1', child),
    b.text('user', 'Look deeper.', child),
    b.begin(child),
    b.text('assistant', 'Deeper.', child),
    b.end('completed', {}, child),
    b.output('c1', 'a.txt'),
    b.output('c2', 'b'),
    b.end('completed'),
    b.begin(),
    b.text('assistant', 'Two files.'),
    b.end('completed'),
    b.text('user', 'Thanks.'),
    b.begin(),
    b.text('assistant', 'You are welcome.'),
    b.end('mystery_status' as 'completed'),
  ]);
}

const bars = (view: { getAllByTestId(id: string): HTMLElement[] }) =>
  view.getAllByTestId('timeline-bar').map((b) => b.getAttribute('aria-label'));

describe('timeline panel', () => {
  it('draws the task being read (the first, the list at its top) and lets the reader pick another', async () => {
    const view = renderInDoc(twoTasks(), () => <TimelinePanel />);
    const picker = view.getByRole('combobox', { name: 'Task shown in the timeline' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1. List the files.', '2. Thanks.']);
    await waitFor(() => expect(view.getByTestId('timeline').dataset.task).toBe('0'));
    fireEvent.change(picker, { target: { value: '1' } });
    expect(view.getByTestId('timeline').dataset.task).toBe('1');
    // A status the viewer does not know is named as the trace wrote it.
    expect(bars(view)).toEqual(['model mystery_status, critical path']);

    fireEvent.change(picker, { target: { value: '0' } });
    expect(view.getByTestId('timeline').dataset.task).toBe('0');
    const lanes = view.getAllByTestId('timeline-lane');
    // Two tools at once take two lanes; the subagent's own model lane sits beneath its bar.
    expect(lanes.map((l) => [l.textContent, l.dataset.depth])).toEqual([
      ['model', '0'],
      ['tools', '0'],
      ['tools', '0'],
      ['subagent child-1', '0'],
      ['model', '1'],
    ]);
    expect(bars(view)).toEqual([
      'model completed, critical path',
      'model completed, critical path',
      'exec_command',
      'read_file',
      'subagent child-1',
      'model completed',
    ]);
  });

  it("draws a bidi override in a subagent's title as its code on the lane", async () => {
    const b = createTraceBuilder({ step: 100 });
    const view = renderInDoc(
      [
        ...twoTasks(),
        server(b.makeSessionTitle({ sessionId: 'child-1', title: 'notes\u202Efdp.exe' })),
      ],
      () => <TimelinePanel />,
    );
    await waitFor(() => expect(view.getByTestId('timeline').dataset.task).toBe('0'));
    const lane = view
      .getAllByTestId('timeline-lane')
      .find((l) => l.dataset.laneKind === 'subagent');
    expect(lane?.textContent).toBe('notes⟨U+202E⟩fdp.exe');
    expect(lane?.title).toBe('notes⟨U+202E⟩fdp.exe');
  });

  it('lights the bar the pointer is on', async () => {
    const view = renderInDoc(twoTasks(), () => <TimelinePanel />);
    await waitFor(() => expect(view.getByTestId('timeline').dataset.task).toBe('0'));
    fireEvent.change(view.getByRole('combobox'), { target: { value: '1' } });
    const bar = view.getByRole('button', { name: /^model mystery_status/ });
    expect(bar.dataset.highlighted).toBeUndefined();
    fireEvent.mouseEnter(bar);
    expect(bar.dataset.highlighted).toBe('true');
    fireEvent.mouseLeave(bar);
    expect(bar.dataset.highlighted).toBeUndefined();
  });

  it('says when a task has nothing timed, without a picker for one task', () => {
    const b = createTraceBuilder();
    const view = renderInDoc(recs([b.meta('main'), b.text('user', 'Hello?')]), () => (
      <TimelinePanel />
    ));
    expect(view.getByText('Nothing timed in this task yet.')).toBeTruthy();
    expect(view.queryByRole('combobox')).toBeNull();
  });

  it('zooms and pans from the keyboard, and fits again', () => {
    const view = renderInDoc(twoTasks(), () => <TimelinePanel />);
    fireEvent.change(view.getByRole('combobox'), { target: { value: '0' } });
    const shown = () => {
      const v = view.getByTestId('timeline-view');
      return [Number(v.dataset.viewFrom), Number(v.dataset.viewTo)];
    };
    const [from, to] = shown() as [number, number];
    expect(view.queryByRole('button', { name: 'fit' })).toBeNull();
    const track = view.getByRole('generic', { name: /^Timeline track/ });
    fireEvent.keyDown(track, { key: '+' });
    const [zFrom, zTo] = shown() as [number, number];
    expect(zTo - zFrom).toBeCloseTo((to - from) / 2, -1);
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(shown()[0]).toBeGreaterThan(zFrom);
    fireEvent.click(view.getByRole('button', { name: 'fit' }));
    expect(shown()).toEqual([from, to]);
  });
});
