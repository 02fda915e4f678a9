// A compaction that completes (summary, hidden request) and one that never ends (process died).
import { CaseBuilder } from './case-builder';
import { tokens } from '../support/trace-builder';
import { caseId } from './ids';

export const COMPACTION_SESSION = caseId('d0000001');
export const SUMMARY = '[summary]The user wants a haiku; one draft was written.[/summary]';

export function compactions(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(COMPACTION_SESSION).user('Write a haiku.').begin();
  p.text('Snow on the ice shelf.')
    .usage(tokens(0, 5000, 20), tokens(0, 5000, 20))
    .end('completed');
  p.compactionBegin('context', 'summarize', 96000, 12);
  p.user('Summarize the conversation so far.').begin();
  p.text(SUMMARY)
    .usage(tokens(4000, 100, 30), tokens(4000, 5100, 50))
    .end('completed');
  p.compactionEnd('completed', { attempt: 1 });
  p.meta(COMPACTION_SESSION).user(`[context_summary]\n${SUMMARY}\n[/context_summary]`);
  p.user('Another one, please.').begin();
  p.text('Penguins in a row.')
    .usage(tokens(3000, 80, 12), tokens(7000, 5180, 62))
    .end('completed');
  p.compactionBegin('turns', 'discard', 40000, 30);
  p.begin();
  return p;
}
