import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { itemsOf, rules, run } from '../../test/support/trace';

const { begin, end, event, text, thinking } = createTraceBuilder();

const cb = () =>
  event({
    type: 'compaction_begin',
    reason: 'context',
    mode: 'summarize',
    context: 9000,
    turns: 4,
  });
const ce = (status = 'completed') =>
  event({
    type: 'compaction_end',
    reason: 'context',
    mode: 'summarize',
    status,
    attempt: 1,
  } as never);

describe('compaction', () => {
  it('records the span, its fields, its summary and the messages inside it', () => {
    const t = run(
      recs([
        cb(),
        text('user', 'Summarize'),
        begin(),
        thinking('hm'),
        text('assistant', '[summary]s[/summary]'),
        end('completed'),
        ce(),
      ]),
    );
    const c = t.compactions.get(0)!;
    expect(c).toMatchObject({
      reason: 'context',
      mode: 'summarize',
      context: 9000,
      turns: 4,
      status: 'completed',
      attempt: 1,
      unfinished: false,
    });
    const inside = itemsOf(t).filter((i) => i.compactionId === 0);
    expect(inside).toHaveLength(7);
    expect(t.items.get(c.summaryItem!)).toMatchObject({ content: '[summary]s[/summary]' });
  });

  it('a compaction with no end is unfinished: at the next begin or at the end of the file', () => {
    const t = run([...recs([cb(), cb()]), { kind: 'end' }]);
    expect([...t.compactions].map((c) => c.unfinished)).toEqual([true, true]);
    expect(rules(t)).toEqual(['compaction-without-end', 'compaction-without-end']);
  });

  it('reports compaction_end without begin', () => {
    const t = run(recs([ce('failed')]));
    expect(rules(t)).toEqual(['compaction-end-without-begin']);
    expect(t.compactions.get(0)?.status).toBe('failed');
  });
});
