// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../protocol/types';
import { renderRows } from '../../../test/support/render-rows';
import { createTraceBuilder, recs, tokens } from '../../../test/support/trace-builder';
import { EVENT_ROWS } from '../rows/kind-rows';
import { GoalFinishedRow } from './goal-finished-row';

afterEach(cleanup);

const drawn = (...payloads: object[]) => {
  const b = createTraceBuilder();
  return renderRows(recs(payloads.map((p) => b.event(p as EventPayload))));
};

describe('event rows', () => {
  it('an MCP connection lists each server with its status, transport, tools and error', () => {
    const view = drawn(
      { type: 'mcp_connect_begin', servers: ['files', 'web'] },
      {
        type: 'mcp_connect_end',
        status: 'failed',
        results: [
          {
            server: 'files',
            transport: 'stdio',
            status: 'connected',
            duration_ms: 120,
            tools: ['read', 'write', 'list'],
          },
          {
            server: 'web',
            transport: 'http',
            status: 'failed',
            duration_ms: 5000,
            error: 'ECONNREFUSED',
          },
        ],
      },
    );
    expect(view.getByTestId('mcp-connect-begin').textContent).toContain('connectingfilesweb');
    const end = view.getByTestId('mcp-connect-end');
    expect(end.textContent).toContain('failed2 servers, 1 failed');
    // Each server's details open on a click.
    fireEvent.click(within(end).getAllByRole('button')[0]!);
    const [files, web] = view.container.querySelectorAll<HTMLElement>('li[data-server]');
    expect(files!.dataset.status).toBe('connected');
    expect(files!.textContent).toContain('3 tools');
    expect(web!.textContent).toContain('ECONNREFUSED');
    expect(within(web!).getByText('http')).toBeTruthy();
  });

  it("a goal's end names its outcome, rounds and tokens; an outcome it does not know is shown as such", () => {
    const view = drawn(
      { type: 'goal_finished', outcome: 'budget_limited', rounds: 1, tokens_used: 12_500 },
      { type: 'goal_finished', outcome: 'exploded', rounds: 3, tokens_used: 10 },
    );
    const [known, odd] = view.getAllByTestId('goal-finished');
    expect(known!.textContent).toContain('budget limited');
    expect(known!.textContent).toContain('1 round');
    expect(known!.textContent).toContain('13k tokens');
    expect(odd!.querySelector('[data-outcome]')).toBeNull();
    expect(odd!.textContent).toContain('exploded');
    expect(odd!.textContent).toContain('3 rounds');
  });

  it("token usage shows the request's counts and the session's running total", () => {
    const view = drawn({
      type: 'token_usage',
      request: tokens(1200, 300, 450),
      session: tokens(8000, 1000, 3000),
    });
    const row = view.getByTestId('token-usage');
    const request = row.querySelector<HTMLElement>('[data-scope="request"]')!;
    expect(request.querySelector('[data-field="output"]')!.textContent).toBe('output 450');
    expect(row.querySelector('[data-field="session_total"]')!.textContent).toBe('session 12k');
  });

  it('a tool list says how many tools are ready and names them', () => {
    const view = drawn({
      type: 'tool_list_ready',
      tools: [
        { name: 'read_file', description: 'Reads a file' },
        { name: 'run_shell', description: 'Runs a command' },
      ],
    });
    const row = view.getByTestId('tool-list-ready');
    expect(row.textContent).toContain('2 tools ready');
    expect(row.textContent).toContain('read_file, run_shell');
  });

  it('an abort gives its reason, or says the user interrupted', () => {
    const view = drawn(
      { type: 'abort', reason: 'llm request error: 401' },
      { type: 'abort', reason: null },
    );
    const [given, none] = view.getAllByTestId('abort-reason');
    expect(given!.textContent).toBe('llm request error: 401');
    expect(none!.textContent).toBe('interrupted by the user');
  });

  it('each event row is given the payload of its own type', () => {
    // @ts-expect-error: the goal row cannot be given a token_usage payload.
    const wrong: (typeof EVENT_ROWS)['token_usage'] = GoalFinishedRow;
    expect(wrong).not.toBe(EVENT_ROWS.token_usage);
  });
});
