// Allowed, denied (synthetic aborted output) and forbidden (policy veto) calls, PROTOCOL.md §9, §12.
import { CaseBuilder } from './case-builder';
import { tokens } from '../support/trace-builder';
import { caseId } from './ids';

export const APPROVALS_SESSION = caseId('c0000001');

export function approvals(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(APPROVALS_SESSION).user('Clean up the workspace.').begin();
  p.call('call_ls', 'exec_command', { cmd: 'ls' }).wait(1500).decision('call_ls', 'allow');
  p.call('call_rm', 'exec_command', { cmd: 'rm -rf build' }).wait(4200).decision('call_rm', 'deny');
  p.call('call_sudo', 'exec_command', { cmd: 'sudo reboot' }).decision('call_sudo', 'forbidden');
  p.output('call_ls', 'build\nsrc\n');
  p.output('call_rm', 'Tool call denied by user.', 'aborted');
  p.output('call_sudo', 'Tool call denied by policy.', 'aborted');
  p.usage(tokens(0, 2000, 40), tokens(0, 2000, 40)).end('completed');
  // A long report after the calls, so the list scrolls and the audit has somewhere to jump from.
  const report = Array.from({ length: 40 }, (_, i) => `${i + 1}. kept build artefact ${i + 1}`);
  p.begin().text(report.join('\n\n')).end('completed');
  return p;
}
