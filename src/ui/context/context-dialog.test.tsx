// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { stubModalDialog } from '../../../test/support/modal-dialog';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import type { TraceInput } from '../../store/model';
import { ContextDialog } from './context-dialog';
import { ShowContextButton } from './show-context-button';

beforeAll(stubModalDialog);
afterEach(cleanup);

/** The dialog and a "context" button for each request of the trace, as the request rows have. */
function renderContext(inputs: readonly TraceInput[]) {
  const view = renderInDoc(inputs, (doc) => {
    const count = doc.store.getState().trace.requests.size;
    return (
      <>
        {Array.from({ length: count }, (_, id) => (
          <ShowContextButton key={id} requestId={id} />
        ))}
        <ContextDialog />
      </>
    );
  });
  const open = (request: number) => {
    fireEvent.click(view.getAllByRole('button', { name: 'context' })[request] as HTMLElement);
    return view.getByTestId('context-view');
  };
  return { ...view, open };
}

function toolTurn() {
  const b = createTraceBuilder();
  return recs([
    b.meta('main', { tools: true }),
    b.text('user', 'List the files.'),
    b.begin(),
    b.makeToolCall({ tool_call_id: 'c1', arguments: '{"cmd":"ls"}', stop_reason: 'completed' }),
    b.output('c1', 'a.txt'),
    b.end('completed'),
    b.begin(),
    b.text('assistant', 'One file.'),
    b.end('completed'),
  ]);
}

describe('context dialog', () => {
  it('lists what the first request received: prompt, tools, messages', () => {
    const view = renderContext(toolTurn());
    const ctx = view.open(0);
    expect(ctx.dataset.messages).toBe('1');
    expect(within(ctx).getByText('First request of this context: nothing before it')).toBeTruthy();
    expect(within(ctx).getByText('Messages (1), in the order sent')).toBeTruthy();
    expect(within(ctx).getByTestId('context-tools').dataset.count).toBe('1');
    expect(within(ctx).getByText('exec_command')).toBeTruthy();
  });

  it('shows what changed since the request before', () => {
    const view = renderContext(toolTurn());
    const ctx = view.open(1);
    expect(ctx.dataset.messages).toBe('3');
    expect(within(ctx).getByText('Since the previous request')).toBeTruthy();
    expect(within(ctx).getByText(/1 unchanged message of history$/)).toBeTruthy();
    // The call and its output are new; the call was the previous request's own answer.
    expect(within(ctx).getByText('· the previous request’s own answer, now history')).toBeTruthy();
    expect(within(ctx).getByText('Messages (3), in the order sent')).toBeTruthy();
  });

  it('says the system prompt and tools are not in a trace without session_meta', () => {
    const b = createTraceBuilder();
    const view = renderContext(recs([b.text('user', 'Hi.'), b.begin()]));
    const ctx = view.open(0);
    expect(within(ctx).getByTestId('context-system-prompt').textContent).toBe(
      'System prompt not in this trace (no session_meta)',
    );
    expect(within(ctx).getByTestId('context-tools').textContent).toBe(
      'Tools no tool list in this trace',
    );
  });

  it('closes from its button, and opens on the request asked for', () => {
    const view = renderContext(toolTurn());
    view.open(1);
    fireEvent.click(view.getByTestId('context-close'));
    expect(view.queryByTestId('context-view')).toBeNull();
    expect(view.open(0).dataset.requestId).toBe('0');
  });

  it('closes when a message is picked to be shown in the conversation', () => {
    const view = renderContext(toolTurn());
    const ctx = view.open(1);
    const sent = within(ctx).getAllByTitle('Show in the conversation');
    fireEvent.click(sent.at(-1) as HTMLElement);
    expect(view.queryByTestId('context-view')).toBeNull();
  });
});
