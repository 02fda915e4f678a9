// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInDoc } from '../../../test/support/render-rows';
import { createTraceBuilder, recs, server } from '../../../test/support/trace-builder';
import type { ApprovalDecision } from '../../protocol/types';
import type { TraceInput } from '../../store/model';
import { useLayoutStore } from '../layout/layout-store';
import { useNavigationStore } from '../list/navigation-store';
import { DiagnosticsPanel } from '../shell/diagnostics-panel';
import { useShellStore } from '../shell/shell-store';

beforeEach(() => useLayoutStore.getState().toggle('diagnostics', true));
afterEach(() => {
  cleanup();
  useLayoutStore.setState({ open: {} });
  useShellStore.getState().setPanelTab('diagnostics');
  useNavigationStore.setState({ target: null });
});

const CHILD_SESSION = 'session-2026-12-02-09-53-22-f7775cf5';

/**
 * Calls of the main session allowed (after 1.5 s), denied, forbidden and decided in a way no
 * viewer knows; in a child, one allowed and one still waiting for a human (a server's ask).
 */
function decisions(): TraceInput[] {
  const b = createTraceBuilder();
  const child = { origin: [CHILD_SESSION] };
  const asked = [
    b.meta('main'),
    b.text('user', 'Tidy the repo.'),
    b.begin(),
    b.call('c1', 'exec_command', '{"cmd":"ls"}'),
  ];
  b.wait(1500);
  const answered = [
    b.decide('c1', 'allow'),
    b.output('c1', 'a.txt'),
    b.call('c2', 'delete_files', '{}'),
    b.decide('c2', 'deny'),
    b.call('c3', 'push_force', '{}'),
    b.decide('c3', 'forbidden'),
    b.call('c4', 'write_file', '{}'),
    b.decide('c4', 'ask_me_later' as ApprovalDecision),
    b.meta(CHILD_SESSION, child),
    b.call('k1', 'read_file', '{}', child),
    b.decide('k1', 'allow', child),
  ];
  return [
    ...recs([...asked, ...answered]),
    server(b.makeApprovalRequest({ tool_call_id: 'k2', name: 'apply_patch' }, child)),
  ];
}

function renderApprovals(inputs: readonly TraceInput[]) {
  const view = renderInDoc(inputs, () => <DiagnosticsPanel />);
  const tab = view.getByRole('tab', { name: /^Approvals/ });
  fireEvent.click(tab);
  const audit = view.getByTestId('approvals-audit');
  const entries = () => within(audit).queryAllByTestId('approval-entry');
  return { ...view, tab, audit, entries };
}

describe('problems panel, approvals tab', () => {
  it('counts every decision and the pending ask, each named by its own word', () => {
    const view = renderApprovals(decisions());
    expect(view.tab.textContent).toBe('Approvals6');
    expect(within(view.audit).getByRole('heading').textContent).toBe('Approvals');
    expect(view.audit.textContent).toContain(
      '2 allowed · 1 denied · 1 forbidden · 1 other · 1 pending',
    );
    const rows = view.entries();
    expect(rows.map((r) => r.dataset.decision)).toEqual([
      'allow',
      'deny',
      'forbidden',
      'ask_me_later',
      'allow',
      'pending',
    ]);
    // Each row: the call's time of day, its tool, its session, the decision, the wait for it.
    const shown = rows.map((r) => r.textContent?.replace(/^\d\d:\d\d:\d\d\.\d{3}/, ''));
    expect(shown).toEqual([
      'exec_commandmainallowed1.5 s',
      'delete_filesmaindenied1 ms',
      'push_forcemainforbidden1 ms',
      // A decision this viewer does not know is shown as it came.
      'write_filemainask_me_later1 ms',
      'read_filesubagent f7775cf5allowed1 ms',
      'apply_patchsubagent f7775cf5pending',
    ]);
  });

  it('shows the call of the row clicked', async () => {
    const view = renderApprovals(decisions());
    const denied = view.entries()[1] as HTMLElement;
    const button = within(denied).getByRole('button');
    expect(button.title).toBe('c2 — show the call');
    fireEvent.click(button);
    // The way to the call is asked of the trace, and followed once it answers.
    await waitFor(() =>
      expect(String(useNavigationStore.getState().target?.itemId)).toBe(denied.dataset.itemTarget),
    );
  });

  it('marks an invisible character in a tool name, so it cannot pass for another', () => {
    const b = createTraceBuilder();
    const view = renderApprovals(
      recs([b.meta('main'), b.call('c1', 'exec\u202Ecommand', '{}'), b.decide('c1', 'allow')]),
    );
    const [entry] = view.entries() as [HTMLElement];
    expect(entry.textContent).not.toContain('\u202E');
    expect(within(entry).getByText('⟨U+202E⟩').dataset.invisible).toBe('U+202E');
  });

  it('an ask answered later is listed once, decided, no longer pending', () => {
    const b = createTraceBuilder();
    const view = renderApprovals([
      ...recs([b.meta('main')]),
      server(b.makeApprovalRequest({ tool_call_id: 'c1', name: 'exec_command' })),
      ...recs([b.decide('c1', 'deny')]),
    ]);
    expect(view.tab.textContent).toBe('Approvals1');
    expect(view.entries().map((r) => r.dataset.decision)).toEqual(['deny']);
    expect(view.audit.textContent).toContain('0 allowed · 1 denied · 0 forbidden');
    expect(view.audit.textContent).not.toContain('pending');
  });

  it('says so when no call asked for approval', () => {
    const b = createTraceBuilder();
    const view = renderApprovals(
      recs([b.meta('main'), b.call('c1', 'exec_command', '{}'), b.output('c1', 'ok')]),
    );
    expect(view.tab.textContent).toBe('Approvals0');
    expect(view.entries()).toHaveLength(0);
    expect(view.audit.textContent).toContain('No approval decisions in this trace.');
    expect(view.audit.textContent).toContain('0 allowed · 0 denied · 0 forbidden');
    expect(view.audit.textContent).not.toContain('other');
  });
});
