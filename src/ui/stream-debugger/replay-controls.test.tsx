// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDoc, renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, jsonl, recs } from '../../../test/support/trace-builder';
import { createLiveDoc } from '../../docs/open-live';
import { ReplayControls } from './replay-controls';

const FRAME_MS = 16;

/** Four records a second apart, none a message: a Trace replay streams them as they are. */
function capture() {
  const b = createTraceBuilder({ step: 1000 });
  return [b.meta('main'), b.begin(), b.usage(10, 10), b.end('completed')];
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(jsonl(capture()))));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A replay of the capture at `speed`, read and started: its first record is already out. */
async function renderReplay(speed = 1) {
  const doc = createLiveDoc({ kind: 'replay', url: '/capture.jsonl', speed });
  doc.liveController?.start();
  await act(() => vi.advanceTimersByTimeAsync(0));
  const view = renderDoc(doc, () => <ReplayControls />);
  const controls = view.getByTestId('replay-controls');
  return {
    ...view,
    controls,
    position: () => view.getByTestId('replay-position').textContent,
    play: () => view.getByTestId('replay-play'),
    step: () => view.getByRole('button', { name: 'Step' }),
    speed: () => view.getByRole('combobox', { name: 'Replay speed' }),
    records: () => doc.store.getState().trace.records,
    /** `ms` of replay, and the frames in which the store and the controls show what came. */
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 2 * FRAME_MS)),
  };
}

describe('replay controls', () => {
  it('are not drawn for a document that plays no capture', () => {
    const view = renderInDoc(recs(capture()), () => <ReplayControls />);
    expect(view.queryByTestId('replay-controls')).toBeNull();
  });

  it('play at the recorded pace, and pause', async () => {
    const view = await renderReplay();
    expect(within(view.controls).getByText('Replay')).toBeTruthy();
    expect(view.play().textContent).toBe('Pause');
    expect(view.position()).toBe('1/4');
    await view.wait(1000);
    expect(view.position()).toBe('2/4');
    expect(view.records()).toBe(2);
    fireEvent.click(view.play());
    expect(view.play().textContent).toBe('Play');
    await view.wait(5000);
    expect(view.position()).toBe('2/4');
    fireEvent.click(view.play());
    await view.wait(1000);
    expect(view.position()).toBe('3/4');
  });

  it('steps one event at a time, paused, up to the end', async () => {
    const view = await renderReplay();
    fireEvent.click(view.step());
    expect(view.position()).toBe('2/4');
    expect(view.play().textContent).toBe('Play');
    await view.wait(5000);
    expect(view.position()).toBe('2/4');
    fireEvent.click(view.step());
    fireEvent.click(view.step());
    expect(view.position()).toBe('4/4');
    expect(view.records()).toBe(4);
    expect((view.step() as HTMLButtonElement).disabled).toBe(true);
  });

  it('seeks back: the view becomes the events before the position', async () => {
    const view = await renderReplay();
    await view.wait(2000);
    expect(view.records()).toBe(3);
    fireEvent.change(view.getByRole('slider', { name: 'Replay position' }), {
      target: { value: '1' },
    });
    expect(view.position()).toBe('1/4');
    expect(view.records()).toBe(1);
  });

  it('paces from a tenth to a hundred times the recorded speed', async () => {
    const view = await renderReplay();
    const options = within(view.speed()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '0.1×',
      '0.25×',
      '0.5×',
      '1×',
      '2×',
      '5×',
      '10×',
      '25×',
      '50×',
      '100×',
    ]);
    fireEvent.change(view.speed(), { target: { value: '10' } });
    expect((view.speed() as HTMLSelectElement).value).toBe('10');
    await view.wait(100);
    expect(view.position()).toBe('2/4');
  });

  it('offers a speed from the address that is none of its own, in its place', async () => {
    const view = await renderReplay(3);
    const options = within(view.speed()).getAllByRole('option');
    expect(options.map((o) => o.textContent).slice(4, 7)).toEqual(['2×', '3×', '5×']);
    expect((view.speed() as HTMLSelectElement).value).toBe('3');
  });
});
