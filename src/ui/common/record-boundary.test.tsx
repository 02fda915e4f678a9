// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordBoundary } from './record-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Explodes({ record }: { record: { n: number } }): never {
  throw new Error(`cannot draw record ${record.n}`);
}

describe('record boundary', () => {
  it('replaces a record that fails to draw with a notice and its JSON; its neighbours stay', () => {
    // React reports the caught error on the console: expected here, kept out of the output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const record = { n: 7, text: '<b>as text</b>' };
    const view = render(
      <>
        <RecordBoundary what="record" record={record}>
          <Explodes record={record} />
        </RecordBoundary>
        <p>the next row</p>
      </>,
    );
    const notice = view.getByRole('alert');
    expect(notice.dataset.what).toBe('record');
    expect(notice.textContent).toContain('This record could not be drawn');
    expect(notice.textContent).toContain('cannot draw record 7');
    expect(notice.querySelector('pre')?.textContent).toContain('"text": "<b>as text</b>"');
    expect(notice.querySelector('b')).toBeNull();
    expect(view.getByText('the next row')).toBeTruthy();
  });

  it('tries again when the record changes (a streaming update or a fixed record)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Maybe = ({ ok }: { ok: boolean }) => (ok ? <p>drawn</p> : <Explodes record={{ n: 1 }} />);
    const bad = { ok: false };
    const view = render(
      <RecordBoundary what="record" record={bad}>
        <Maybe ok={false} />
      </RecordBoundary>,
    );
    expect(view.queryByRole('alert')).not.toBeNull();
    const good = { ok: true };
    view.rerender(
      <RecordBoundary what="record" record={good}>
        <Maybe ok />
      </RecordBoundary>,
    );
    expect(view.queryByRole('alert')).toBeNull();
    expect(view.getByText('drawn')).toBeTruthy();
  });
});
