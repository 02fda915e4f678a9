// @vitest-environment jsdom
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { renderRows } from '../../../test/support/render-rows';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { useLanguageStore } from '../i18n/language-store';

afterEach(() => {
  cleanup();
  useLanguageStore.getState().setLanguage('en');
});

const cards = (records: Parameters<typeof recs>[0]) => renderRows(recs(records)).kind('tool_call');

describe('tool call card', () => {
  it('says how each approval was decided and shows output only for the call that ran', () => {
    const [allowed, denied, blocked] = cards(approvals().records);
    const badge = (card: HTMLElement | undefined) => within(card!).getByTestId('decision-badge');
    expect(badge(allowed)).toHaveProperty('dataset.decision', 'allow');
    expect(badge(allowed).textContent).toBe('Allowed');
    expect(within(allowed!).getByTestId('tool-output-text').textContent).toBe('build\nsrc\n');

    expect(badge(denied).textContent).toBe('Denied by user');
    expect(within(denied!).queryByTestId('tool-output')).toBeNull();
    expect(within(denied!).getByTestId('refusal-notice').textContent).toContain('did not run');
    expect(badge(blocked).textContent).toBe('Blocked by policy');
  });

  it('formats JSON arguments, and shows others as received with the reason', () => {
    const b = createTraceBuilder();
    const [json, broken] = cards([
      b.call('c1', 'exec_command', '{"cmd":"ls","flags":["-l"]}'),
      b.output('c1', 'ok'),
      b.call('c2', 'exec_command', '{"cmd": "ls'),
      b.output('c2', 'ok'),
    ]);
    const args = (card: HTMLElement | undefined) => within(card!).getByTestId('tool-args');
    expect(args(json)).toHaveProperty('dataset.argsKind', 'json');
    expect(args(json).textContent).toContain('"flags": [');
    expect(args(broken)).toHaveProperty('dataset.argsKind', 'invalid');
    expect(args(broken).textContent).toContain('not valid JSON: shown as received');
    expect(args(broken).textContent).toContain('{"cmd": "ls');

    // The raw switch shows the arguments exactly as the model wrote them.
    fireEvent.click(within(args(json)).getByRole('button', { name: 'raw' }));
    expect(args(json).textContent).toContain('{"cmd":"ls","flags":["-l"]}');
  });

  it('draws ANSI colours as styles, never the escape bytes', () => {
    const b = createTraceBuilder();
    const [card] = cards([
      b.call('c1', 'exec_command', '{}'),
      b.output('c1', '\u001b[31mFAIL\u001b[0m src/a.test.ts'),
    ]);
    const output = within(card!).getByTestId('tool-output-text');
    expect(output.textContent).toBe('FAIL src/a.test.ts');
    expect(output.querySelector('span[style]')?.textContent).toBe('FAIL');
  });

  it('draws a call whose output carries a stop reason it does not know, naming the value', () => {
    const b = createTraceBuilder();
    const odd = b.output('c1', 'partial result');
    (odd.payload as { stop_reason: string }).stop_reason = 'exploded';
    const [card] = cards([b.call('c1', 'exec_command', '{}'), odd]);
    expect(card!.textContent).toContain('partial result');
    expect(card!.textContent).toContain('exploded');
  });

  it('shows a call with no output yet as running, then as done when its output comes', () => {
    const b = createTraceBuilder();
    const call = b.call('c1', 'exec_command', '{"cmd":"ls"}');
    const phase = (card: HTMLElement | undefined) =>
      card!.querySelector<HTMLElement>('[data-phase]')?.dataset.phase;
    const [running] = cards([call]);
    expect(phase(running)).toBe('running');
    expect(within(running!).queryByTestId('tool-output')).toBeNull();
    cleanup();
    const [done] = cards([call, b.output('c1', 'a\nb')]);
    expect(phase(done)).toBe('done');
  });

  it("speaks Chinese with PenguinHarness's words when the reader picks 中文", () => {
    useLanguageStore.getState().setLanguage('zh');
    const [allowed, denied] = cards(approvals().records);
    expect(within(allowed!).getByTestId('decision-badge').textContent).toBe('已批准');
    expect(within(denied!).getByTestId('decision-badge').textContent).toBe('已拒绝');
    expect(within(allowed!).getByTestId('tool-args').textContent).toContain('参数');
    // The trace's own words are never translated.
    expect(within(allowed!).getByTestId('tool-name').textContent).toBe('exec_command');
  });
});
