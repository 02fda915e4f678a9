// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureInputs, traceTexts } from '../../../test/support/capture-inputs';
import { CHILD_ID } from '../../../test/support/fixtures';
import { fileDoc, renderDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, rec, recs, server } from '../../../test/support/trace-builder';
import type { DocRuntime } from '../../docs/doc-runtime';
import { useDocsStore } from '../../docs/docs-store';
import { withOrigin } from '../../ingest/file-set';
import { parseJsonl } from '../../ingest/parse-jsonl';
import type { EventPayload } from '../../protocol/types';
import { StreamVsTraceView } from './stream-vs-trace-view';
import { streamDebuggerStore } from './stream-debugger-store';

afterEach(() => {
  cleanup();
  for (const doc of useDocsStore.getState().docs) useDocsStore.getState().close(doc.id);
});

/**
 * One session as its stream and its Trace file: the stream names its session with a server
 * event and streams its answer; the Trace opens with session_meta (never streamed, §9), holds
 * the tool output with one word changed, and lacks an event of a type no viewer knows.
 */
function sameSession() {
  const b = createTraceBuilder();
  const prompt = b.text('user', 'List the files.');
  const begin = b.begin();
  const answer = b.text('assistant', 'Looking.');
  const streamed = b.fragmentsOf(answer, [3]);
  const call = b.call('c1', 'exec_command', '{"cmd":"ls"}');
  const output = b.output('c1', 'a.txt\nb.txt');
  const mystery = b.event({ type: 'mystery_event' } as unknown as EventPayload);
  const end = b.end('completed');
  const changed = b.makeToolOutput({ tool_call_id: 'c1', output: 'a.txt\nc.txt' });
  const stream = [
    server(b.makeSessionTitle({ sessionId: 's-1', title: 'List the files' })),
    ...recs([prompt, begin, ...streamed, answer, call, output, mystery, end]),
  ];
  const trace = recs([b.meta('s-1'), prompt, begin, answer, call, changed, end]);
  return { stream, trace };
}

/** Opens each document (the first on screen) and draws the compare of the first. */
function renderCompare(...docs: DocRuntime[]) {
  for (const doc of docs) useDocsStore.getState().add(doc, true);
  const [self] = docs as [DocRuntime];
  const view = renderDoc(self, () => <StreamVsTraceView />);
  const compare = view.getByTestId('compare-view');
  const differences = () => view.queryAllByTestId('compare-difference');
  return { ...view, compare, differences };
}

describe('stream vs Trace', () => {
  it('asks for another document when this one is alone', () => {
    const view = renderCompare(fileDoc(sameSession().stream));
    expect(view.compare.textContent).toContain(
      'another open document: open the session’s Trace files too.',
    );
    expect(view.queryByRole('combobox')).toBeNull();
    expect(view.queryByTestId('compare-summary')).toBeNull();
  });

  it('lists what differs, and explains what the producer is known to do', () => {
    const { stream, trace } = sameSession();
    const view = renderCompare(fileDoc(stream), fileDoc(trace));
    expect(view.getByTestId('compare-summary').textContent).toBe(
      '5 records alike in the same order; 2 unexpected differences, 1 known producer behaviour (§12).',
    );
    expect(view.compare.dataset.clean).toBe('false');
    const rows = view.differences();
    expect(rows.map((r) => [r.dataset.kind, r.dataset.expected])).toEqual([
      ['different-content', 'false'],
      ['stream-only', 'false'],
      ['trace-only', 'true'],
    ]);
    const [changed, mystery, meta] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(changed.textContent).toContain('different content');
    const diff = within(changed).getByTestId('compare-content-diff');
    expect(
      within(diff)
        .getAllByText('b')
        .map((e) => e.dataset.diff),
    ).toEqual(['stream']);
    expect(
      within(diff)
        .getAllByText('c')
        .map((e) => e.dataset.diff),
    ).toEqual(['trace']);
    // A type this viewer does not know is named as it came.
    expect(mystery.textContent).toContain('only in this stream');
    expect(within(mystery).getByText('mystery_event')).toBeTruthy();
    expect(within(mystery).queryByRole('button', { name: 'Trace record' })).toBeNull();
    expect(meta.textContent).toContain('expected');
    expect(meta.textContent).toContain(
      "session_meta is never sent on the main session's live stream (§9).",
    );
  });

  it('finds the reference stream and its three Trace files alike, apart from §12', () => {
    const trace = traceTexts().flatMap(({ name, text }) =>
      parseJsonl(name, text).records.map((r) =>
        rec(name.startsWith(CHILD_ID) ? withOrigin(r.envelope, [CHILD_ID]) : r.envelope),
      ),
    );
    const view = renderCompare(fileDoc(captureInputs()), fileDoc(trace));
    expect(view.compare.dataset.clean).toBe('true');
    expect(view.compare.dataset.unexpected).toBe('0');
    expect(view.getByTestId('compare-summary').textContent).toMatch(
      /^\d+ records alike in the same order; no unexpected difference, \d+ known producer behaviours \(§12\)\.$/,
    );
    expect(view.differences().every((r) => r.dataset.expected === 'true')).toBe(true);
  });

  it('sets the same session beside by default, and warns when another is picked', () => {
    const b = createTraceBuilder();
    const other = fileDoc(recs([b.meta('s-other'), b.text('user', 'Something else.')]));
    const { stream, trace } = sameSession();
    const traceDoc = fileDoc(trace);
    const view = renderCompare(fileDoc(stream), other, traceDoc);
    const pick = view.getByRole('combobox', {
      name: 'Trace to compare with',
    }) as HTMLSelectElement;
    // The Trace is titled as the stream is: named as its tab names it, by what tells them apart.
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Something else. — Trace files', 'List the files. · #2 — Trace files']);
    expect(pick.value).toBe(traceDoc.id);
    expect(view.queryByRole('alert')).toBeNull();
    fireEvent.change(pick, { target: { value: other.id } });
    expect(view.getByRole('alert').textContent).toContain(
      'These are two different sessions (s-1 and s-other)',
    );
  });

  it('lists the first 300 differences of two unrelated runs and counts the rest', () => {
    const b = createTraceBuilder();
    const many = Array.from({ length: 305 }, (_, i) => b.text('assistant', `answer ${i}`));
    const view = renderCompare(fileDoc(recs(many)), fileDoc(recs([b.meta('s-2')])));
    expect(view.differences()).toHaveLength(300);
    expect(view.compare.textContent).toContain('… and 6 more differences.');
  });

  it('shows a record on either side from its links, and closes', () => {
    const { stream, trace } = sameSession();
    const self = fileDoc(stream);
    const traceDoc = fileDoc(trace);
    const view = renderCompare(self, traceDoc);
    const [changed] = view.differences() as [HTMLElement];
    // The stream event's index counts the server event before the records, at 0.
    fireEvent.click(within(changed).getByRole('button', { name: 'stream event 9' }));
    expect(streamDebuggerStore.of(self).getState().selected).toBe(9);
    act(() => fireEvent.click(within(changed).getByRole('button', { name: 'Trace record' })));
    expect(useDocsStore.getState().activeId).toBe(traceDoc.id);
    expect(streamDebuggerStore.of(traceDoc).getState().selected).toBe(5);
    act(() => streamDebuggerStore.of(self).getState().toggleCompare(true));
    fireEvent.click(view.getByRole('button', { name: 'Close' }));
    expect(streamDebuggerStore.of(self).getState().compareOpen).toBe(false);
  });
});
