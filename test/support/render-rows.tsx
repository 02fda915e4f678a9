// Component tests draw the rows a trace gives, as the conversation does, without the virtual
// list around them: the same providers, the reducer's own rows, every row in order.
import { render, type RenderResult } from '@testing-library/react';
import { DocProvider } from '../../src/docs/doc-context';
import { DocRuntime } from '../../src/docs/doc-runtime';
import type { TraceInput } from '../../src/store/model';
import { createRowBuilder } from '../../src/store/rows';
import { RowView } from '../../src/ui/rows/row-view';
import { TraceProvider } from '../../src/ui/trace-context';
import { WorkbenchProvider } from '../../src/ui/workbench/workbench-context';

export interface RenderedRows extends RenderResult {
  doc: DocRuntime;
  /** The rows' frames by payload type (data-kind), in order. */
  kind(kind: string): HTMLElement[];
}

export function renderRows(inputs: readonly TraceInput[]): RenderedRows {
  const doc = new DocRuntime(
    { kind: 'url', label: 'test.jsonl', urls: [] },
    {
      title: 'test',
      status: { kind: 'file', load: { state: 'done', bytesRead: 0, totalBytes: 0, records: 0 } },
    },
  );
  doc.store.getState().enqueue(inputs);
  doc.store.getState().flush();
  const rows = createRowBuilder()(doc.store.getState().trace, {
    collapsed: new Set(),
    internalsShown: new Set(),
    root: '',
  }).toArray();
  const result = render(
    <DocProvider doc={doc}>
      <TraceProvider store={doc.bench.shown}>
        <WorkbenchProvider store={doc.store}>
          {rows.map((row, i) => (
            <RowView key={i} row={row} />
          ))}
        </WorkbenchProvider>
      </TraceProvider>
    </DocProvider>,
  );
  const kind = (k: string) => [
    ...result.container.querySelectorAll<HTMLElement>(`[data-kind="${k}"]`),
  ];
  return { ...result, doc, kind };
}
