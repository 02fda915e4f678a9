// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, jsonl, recs } from '../../../test/support/trace-builder';
import { KEPT_DIAGNOSTICS } from '../../docs/diagnostic-tally';
import type { Diagnostic } from '../../ingest/types';
import { parseJsonl } from '../../ingest/parse-jsonl';
import { useLayoutStore } from '../layout/layout-store';
import { DiagnosticsPanel } from './diagnostics-panel';

beforeEach(() => useLayoutStore.getState().toggle('diagnostics', true));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useLayoutStore.setState({ open: {} });
});

/** A request ended twice (a rule broken), read from a file with two lines that are no records. */
function renderProblems(extra: readonly Diagnostic[] = []) {
  const b = createTraceBuilder();
  const records = [
    b.meta('main'),
    b.text('user', 'Go.'),
    b.begin(),
    b.text('assistant', 'Done.'),
    b.end('completed'),
    b.end('completed'),
  ];
  const text = `${jsonl(records)}not json at all\n{"timestamp":"x","type":"mystery_msg","payload":{}}\n`;
  const view = renderInDoc(recs(records), () => <DiagnosticsPanel />);
  act(() => view.doc.addDiagnostics([...parseJsonl('t.jsonl', text).diagnostics, ...extra]));
  const tab = (name: string) => {
    const button = view.getByRole('tab', { name: new RegExp(`^${name}`) });
    fireEvent.click(button);
    return button;
  };
  return { ...view, tab };
}

describe('problems panel', () => {
  it('lists the lines that could not be read, each with its place', () => {
    const view = renderProblems();
    expect(view.tab('Reading').textContent).toBe('Reading2');
    const lines = view.getAllByTestId('diagnostic');
    expect(lines.map((d) => d.dataset.line)).toEqual(['7', '8']);
    expect(lines[1]?.textContent).toContain(
      'field type must be session_meta, model_msg or event_msg, got "mystery_msg"',
    );
  });

  it('lists the protocol rules broken, by rule', () => {
    const view = renderProblems();
    expect(view.tab('Protocol').textContent).toBe('Protocol1');
    const [violation] = view.getAllByTestId('violation');
    expect(violation?.dataset.rule).toBe('request-end-without-begin');
    // Its sentence and where it was read: the file's line 6.
    expect(violation?.textContent).toContain('request_end with no open request_begin');
    expect(violation?.textContent).toContain('t.jsonl:6');
    expect(view.queryByTestId('diagnostic')).toBeNull();
  });

  it('says so when nothing went wrong', () => {
    const b = createTraceBuilder();
    const view = renderInDoc(recs([b.meta('main'), b.text('user', 'Hi.')]), () => (
      <DiagnosticsPanel />
    ));
    fireEvent.click(view.getByRole('tab', { name: /^Reading/ }));
    expect(view.getByText('Every line was read.')).toBeTruthy();
    fireEvent.click(view.getByRole('tab', { name: /^Protocol/ }));
    expect(view.getByText('No protocol rule was broken.')).toBeTruthy();
  });

  it('contains a problem that fails to draw, and the other tabs still work', () => {
    // React reports the caught error on the console: expected here, kept out of the output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A diagnostic missing its params: its sentence cannot be made.
    const broken = { file: 'bad.jsonl', severity: 'error', code: 'record-not-object' };
    const view = renderProblems([broken as unknown as Diagnostic]);
    view.tab('Reading');
    const notice = view.getByRole('alert');
    expect(notice.dataset.what).toBe('diagnostics list');
    expect(within(notice).getByText('This diagnostics list could not be drawn')).toBeTruthy();
    view.tab('Protocol');
    expect(view.getAllByTestId('violation')).toHaveLength(1);
  });

  it('shows the first lines it kept, and counts the rest', () => {
    const b = createTraceBuilder();
    const garbage = 'not json\n'.repeat(KEPT_DIAGNOSTICS + 20);
    const view = renderInDoc(recs([b.meta('main')]), () => <DiagnosticsPanel />);
    act(() => view.doc.addDiagnostics(parseJsonl('bad.jsonl', garbage).diagnostics));
    fireEvent.click(view.getByRole('tab', { name: /^Reading/ }));
    expect(view.getAllByTestId('diagnostic')).toHaveLength(KEPT_DIAGNOSTICS);
    expect(view.getByTestId('diagnostics-more').textContent).toBe('and 20 more (520 in all)');
  });

  it('closes from its button', () => {
    const view = renderProblems();
    fireEvent.click(view.getByRole('button', { name: 'Close problems panel' }));
    expect(view.queryByTestId('diagnostics-panel')).toBeNull();
  });
});
