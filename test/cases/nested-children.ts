// Two children running at once (their records interleave) and a grandchild inside the first:
// one file stamped with `origin`, as /messages splices child traces in (PROTOCOL.md §11).
import { CaseBuilder } from './case-builder';
import { tokens } from '../support/trace-builder';
import { caseId } from './ids';

export const PARENT = caseId('a0000001');
export const CHILD_A = caseId('a000000a');
export const CHILD_B = caseId('a000000b');
export const GRANDCHILD = caseId('a00000aa');

export function nestedChildren(): CaseBuilder {
  const p = CaseBuilder.start();
  const a = p.as([CHILD_A]);
  const b = p.as([CHILD_B]);
  const g = p.as([CHILD_A, GRANDCHILD]);
  p.meta(PARENT).user('Research two topics in parallel.').begin();
  p.text('Starting two subagents.').call('call_a', 'run_subagent', { task: 'topic A' });
  p.decision('call_a', 'allow');
  a.meta(CHILD_A, { source: 'subagent' }).user('TOPIC_A: look into alpha.');
  p.call('call_b', 'run_subagent', { task: 'topic B' }).decision('call_b', 'allow');
  b.meta(CHILD_B, { source: 'subagent' }).user('TOPIC_B: look into beta.');
  a.begin();
  b.begin();
  a.text('Alpha child: first line.');
  b.text('Beta child: first line.');
  a.call('call_ga', 'run_subagent', { task: 'deeper alpha' }).decision('call_ga', 'allow');
  g.meta(GRANDCHILD, { source: 'subagent' }).user('DEEP: dig into alpha internals.');
  b.text('Beta child: second line.');
  g.begin().text('Grandchild reporting from depth two.');
  g.usage(tokens(0, 900, 20), tokens(0, 900, 20)).end('completed');
  a.output('call_ga', 'grandchild says: alpha internals are fine');
  a.usage(tokens(100, 1100, 30), tokens(100, 1100, 30)).end('completed');
  b.usage(tokens(0, 800, 25), tokens(0, 800, 25)).end('completed');
  a.begin()
    .text('Alpha child done.')
    .usage(tokens(1200, 40, 10), tokens(1300, 1140, 40))
    .end('completed');
  p.output('call_b', 'beta: done').output('call_a', 'alpha: done');
  p.usage(tokens(0, 3000, 60), tokens(0, 3000, 60)).end('completed');
  p.subagent(CHILD_A).subagent(CHILD_B);
  p.begin()
    .text('Both topics researched.')
    .usage(tokens(3000, 200, 20), tokens(3000, 3200, 80));
  p.end('completed');
  return p;
}

/** A child whose id holds "/" beside a child and grandchild whose ids join to the same text. */
export const SLASHED = 'team/w1';
export const TEAM = 'team';
export const WORKER = 'w1';

export function slashedChild(): CaseBuilder {
  const p = CaseBuilder.start();
  const slashed = p.as([SLASHED]);
  const team = p.as([TEAM]);
  const worker = p.as([TEAM, WORKER]);
  p.meta(PARENT).user('Split the work.').begin();
  p.call('call_s', 'run_subagent', { task: 'slashed' }).decision('call_s', 'allow');
  slashed.meta(SLASHED, { source: 'subagent' }).begin().text('Slashed child speaking.');
  p.call('call_t', 'run_subagent', { task: 'team' }).decision('call_t', 'allow');
  team.meta(TEAM, { source: 'subagent' }).begin();
  team.call('call_w', 'run_subagent', { task: 'worker' }).decision('call_w', 'allow');
  worker.meta(WORKER, { source: 'subagent' }).begin().text('Worker under team speaking.');
  team.output('call_w', 'worker: done').subagent(WORKER);
  p.output('call_s', 'slashed: done').output('call_t', 'team: done');
  p.subagent(SLASHED).subagent(TEAM);
  return p;
}
