// A parent aborted while its subagent runs on: the child writes after the abort, then the
// parent's user goes on. Each session in its own Trace file, as PenguinHarness writes them, so a
// reader opening both reads the parent's file first although the child wrote in between.
import type { AnyEnvelope } from '../../src/protocol/types';
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

export const ABORTED_PARENT = caseId('f0000001');
export const RUNNING_CHILD = caseId('f000000c');
export const CHILD_BEFORE = 'Helper: written before the abort.';
export const CHILD_AFTER = 'Helper: written after the abort.';
export const PARENT_AFTER = 'Parent: written after the helper.';

export interface SessionFiles {
  /** Every record in the order written (one clock, 10 ms apart); the child's carry its origin. */
  written: readonly AnyEnvelope[];
  /** Each session's Trace file: its records as written there, without origin. */
  files: { sessionId: string; records: AnyEnvelope[] }[];
}

export function childAfterAbort(): SessionFiles {
  const p = CaseBuilder.start();
  const c = p.as([RUNNING_CHILD]);
  p.meta(ABORTED_PARENT).user('Spawn a helper.').begin();
  p.call('call_h', 'run_subagent', { task: 'help' });
  c.meta(RUNNING_CHILD, { source: 'subagent' }).user('HELPER: start.');
  p.subagent(RUNNING_CHILD);
  c.begin().text(CHILD_BEFORE);
  p.end('aborted').abort('user interrupted');
  c.text(CHILD_AFTER).end('completed');
  p.user(PARENT_AFTER);
  const written = p.records;
  const of = (child: boolean) =>
    written
      .filter((r) => (r.origin !== undefined) === child)
      .map(({ origin: _origin, ...record }) => record as AnyEnvelope);
  return {
    written,
    files: [
      { sessionId: ABORTED_PARENT, records: of(false) },
      { sessionId: RUNNING_CHILD, records: of(true) },
    ],
  };
}
