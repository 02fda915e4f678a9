// Component tests draw what a trace gives inside a document's providers: a panel, or the rows
// as the conversation does without the virtual list around them (the reducer's own rows, in order).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DocProvider } from '../../src/docs/doc-context';
import { DocRuntime } from '../../src/docs/doc-runtime';
import type { TraceInput } from '../../src/store/model';
import { createRowBuilder } from '../../src/store/rows';
import { RowView } from '../../src/ui/rows/row-view';
import { TraceProvider } from '../../src/ui/trace-context';
import { StreamDebuggerProvider } from '../../src/ui/stream-debugger/stream-debugger-context';

export interface RenderedDoc extends RenderResult {
  doc: DocRuntime;
}

export interface RenderedRows extends RenderedDoc {
  /** The rows' frames by payload type (data-kind), in order. */
  kind(kind: string): HTMLElement[];
}

/** A document read from `inputs`, as a finished file. */
export function fileDoc(inputs: readonly TraceInput[]): DocRuntime {
  const doc = new DocRuntime(
    { kind: 'url', label: 'test.jsonl', urls: [] },
    {
      title: 'test',
      status: { kind: 'file', load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 } },
    },
  );
  doc.store.getState().enqueue(inputs);
  doc.store.getState().flush();
  return doc;
}

/** A document read from `inputs` (as a finished file), and `ui` drawn inside its providers. */
export function renderInDoc(
  inputs: readonly TraceInput[],
  ui: (doc: DocRuntime) => ReactNode,
): RenderedDoc {
  return renderDoc(fileDoc(inputs), ui);
}

/** `ui` drawn inside the providers of `doc`, a document made elsewhere (a live one, a replay). */
export function renderDoc(doc: DocRuntime, ui: (doc: DocRuntime) => ReactNode): RenderedDoc {
  const result = render(
    <DocProvider doc={doc}>
      <TraceProvider store={doc.streamDebugger.shown}>
        <StreamDebuggerProvider store={doc.store}>{ui(doc)}</StreamDebuggerProvider>
      </TraceProvider>
    </DocProvider>,
  );
  return { ...result, doc };
}

/** Every row of the main session's list, in order, as the conversation draws them. */
export function renderRows(inputs: readonly TraceInput[]): RenderedRows {
  const result = renderInDoc(inputs, (doc) =>
    createRowBuilder()(doc.store.getState().trace, {
      collapsed: new Set(),
      internalsShown: new Set(),
      root: '',
    })
      .toArray()
      .map((row, i) => <RowView key={i} row={row} />),
  );
  const kind = (k: string) => [
    ...result.container.querySelectorAll<HTMLElement>(`[data-kind="${k}"]`),
  ];
  return { ...result, kind };
}
