// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { stubModalDialog } from '../../../test/support/modal-dialog';
import { createTraceBuilder, recs, tokens } from '../../../test/support/trace-builder';
import { useLanguageStore } from '../i18n/language-store';
import { DocSpend } from './doc-spend';

beforeAll(stubModalDialog);
afterEach(() => {
  cleanup();
  useLanguageStore.getState().setLanguage('en');
  localStorage.clear();
});

/** One request of a model the built-in table has no price for: a million output tokens. */
function renderSpend() {
  const b = createTraceBuilder();
  const used = tokens(0, 0, 1_000_000);
  const view = renderInDoc(
    recs([
      b.makeMeta({ model_id: 'house-model-9' }),
      b.text('user', 'Write a lot.'),
      b.begin(),
      b.text('assistant', 'A lot.'),
      b.makeTokenUsage({ request: used, session: used }),
      b.end('completed'),
    ]),
    () => <DocSpend />,
  );
  const spend = () => view.getByTestId('doc-spend');
  const openTable = () => {
    fireEvent.click(view.getByRole('button', { name: 'Prices' }));
    return view.getByRole('dialog', { name: 'Prices (US$ per million tokens)' });
  };
  return { ...view, spend, openTable };
}

describe('price table', () => {
  it('names a model with no price, and costs it once a price is typed in', () => {
    const view = renderSpend();
    expect(within(view.spend()).getByTestId('no-price').textContent).toBe(
      'no price for house-model-9',
    );
    // Closed, the table draws none of its fields: every document renders the dialog.
    expect(view.queryAllByTestId('price-row')).toHaveLength(0);
    const table = view.openTable();
    // The trace's own model comes first, its fields empty to fill in.
    const first = within(table).getAllByTestId('price-row')[0] as HTMLElement;
    expect(first.dataset.model).toBe('house-model-9');
    const output = within(first).getByRole('spinbutton', {
      name: 'Output price of house-model-9',
    });
    expect((output as HTMLInputElement).value).toBe('');
    fireEvent.change(output, { target: { value: '10' } });
    expect(within(view.spend()).queryByTestId('no-price')).toBeNull();
    expect(view.spend().dataset.cost).toBe('10');
    // A price is never negative: the field is ignored until it is one.
    fireEvent.change(output, { target: { value: '-3' } });
    expect(view.spend().dataset.cost).toBe('10');

    fireEvent.click(within(table).getByRole('button', { name: 'Reset to built-in' }));
    expect(within(view.spend()).getByTestId('no-price')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Close' }));
    expect(view.getByRole('button', { name: 'Prices' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('costs a model of the built-in table, and says when no model is named', () => {
    const b = createTraceBuilder();
    const used = tokens(0, 0, 1_000_000);
    const usage = [
      b.begin(),
      b.makeTokenUsage({ request: used, session: used }),
      b.end('completed'),
    ];
    const priced = renderInDoc(recs([b.makeMeta({ model_id: 'claude-opus-4' }), ...usage]), () => (
      <DocSpend />
    ));
    expect(priced.getByTestId('doc-spend').dataset.cost).toBe('75');
    cleanup();
    // No session_meta: the trace never says which model ran, and no placeholder is named as one.
    act(() => useLanguageStore.getState().setLanguage('zh'));
    const unnamed = renderInDoc(recs(usage), () => <DocSpend />);
    expect(unnamed.getByTestId('no-price').textContent).toBe('未注明模型的请求没有价格');
  });
});
