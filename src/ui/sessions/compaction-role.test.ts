import { describe, expect, it } from 'vitest';
import { compactions, SUMMARY } from '../../../test/cases/compactions';
import { traceOf } from '../../../test/support/test-trace';
import { compactionRoleOf } from './compaction-role';

describe('compactionRoleOf', () => {
  const t = traceOf(compactions());
  const items = [...t.items];
  const roleOfText = (text: string) => {
    const it = items.find((i) => i.kind === 'message' && i.content === text);
    return it && compactionRoleOf(t, it);
  };

  it('names the summary, the compaction request’s own messages, and nothing else', () => {
    expect(roleOfText(SUMMARY)).toBe('summary');
    expect(roleOfText('Summarize the conversation so far.')).toBe('internal');
    expect(roleOfText('Snow on the ice shelf.')).toBeUndefined();
    const begin = items.find((i) => i.kind === 'event' && i.type === 'compaction_begin');
    expect(begin && compactionRoleOf(t, begin)).toBeUndefined();
  });
});
