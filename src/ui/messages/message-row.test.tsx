// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRows } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';

afterEach(cleanup);

describe('message rows', () => {
  it("draws agent-written HTML and Markdown links as inert text, never as the page's own", () => {
    const b = createTraceBuilder();
    const view = renderRows(
      recs([
        b.text('assistant', '<img src=x onerror="alert(1)"><script>alert(2)</script> **bold**'),
      ]),
    );
    const [row] = view.kind('text');
    expect(row!.querySelector('img, script')).toBeNull();
    expect(row!.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(row!.querySelector('strong')?.textContent).toBe('bold');
  });

  it('folds thinking to a preview and opens it on a click', () => {
    const b = createTraceBuilder();
    const view = renderRows(recs([b.thinking('First I list the files, then I count them.')]));
    const toggle = view.getByTestId('thinking-toggle');
    expect(toggle.textContent).toContain('First I list the files');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(view.getByTestId('thinking-toggle').textContent).toBe('Hide reasoning');
    expect(view.getByTestId('thinking-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(view.kind('thinking')[0]!.textContent).toContain('then I count them.');
  });

  it('grows a streaming answer in place with a caret, which goes once it is complete', () => {
    const b = createTraceBuilder();
    const whole = b.text('assistant', 'Penguins huddle together.');
    const pieces = b.fragmentsOf(whole, [9]);
    const streaming = renderRows(recs(pieces.slice(0, -1)));
    const [row] = streaming.kind('partial_text').concat(streaming.kind('text'));
    expect(row!.textContent).toContain('Penguins huddle together.');
    expect(within(row!).queryByTestId('streaming-caret')).not.toBeNull();
    cleanup();
    const done = renderRows(recs([...pieces, whole]));
    expect(done.queryByTestId('streaming-caret')).toBeNull();
    expect(done.kind('text')).toHaveLength(1);
  });
});

describe('records this viewer does not know', () => {
  it('keeps an unknown event type whole, named and shown as JSON', () => {
    const b = createTraceBuilder();
    const odd = b.event({ type: 'weather_report', sky: 'clear' } as never);
    const view = renderRows(recs([odd]));
    const record = view.getByTestId('unknown-record');
    expect(record.dataset.recordType).toBe('weather_report');
    expect(record.textContent).toContain('unknown record type');
    expect(record.textContent).toContain('"sky":"clear"');
  });
});
