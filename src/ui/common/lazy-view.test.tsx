// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordBoundary } from './record-boundary';
import { lazyView } from './lazy-view';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Page = ({ name }: { name: string }) => <p>page of {name}</p>;

describe('lazyView', () => {
  it('draws nothing until its chunk arrives, then the view with its props', async () => {
    const chunk = deferred<typeof Page>();
    const { View } = lazyView(() => chunk.promise);
    render(<View name="a" />);
    expect(screen.queryByText('page of a')).toBeNull();
    await act(async () => chunk.resolve(Page));
    expect(screen.getByText('page of a')).toBeTruthy();
  });

  it('once preloaded, draws the view in the render that asks for it, fetching once', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const view = lazyView(load);
    await view.preload();
    await view.preload();
    render(<view.View name="b" />);
    // No act flush needed: the first render already holds the page.
    expect(screen.getByText('page of b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot load is the error its boundary shows', async () => {
    const chunk = deferred<typeof Page>();
    const { View } = lazyView(() => chunk.promise);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RecordBoundary what="page">
        <View name="c" />
      </RecordBoundary>,
    );
    await act(async () => chunk.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByTestId('record-error').textContent).toContain(
      'Failed to fetch dynamically imported module',
    );
    vi.restoreAllMocks();
  });
});
