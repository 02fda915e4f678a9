import { describe, expect, it } from 'vitest';
import { CHILD_ID, PARENT_ID, SESSION_A, readFixture } from '../../test/support/fixtures';
import { subagentPointers } from './subagent-pointers';

const pointer = (id: string) =>
  JSON.stringify({
    timestamp: 't',
    type: 'event_msg',
    payload: { type: 'subagent', session_id: id },
  });

describe('subagentPointers', () => {
  it('finds the child the reference Trace points to, and none in the child', () => {
    expect(subagentPointers(readFixture(`${SESSION_A}${PARENT_ID}_001.jsonl`))).toEqual([CHILD_ID]);
    expect(subagentPointers(readFixture(`${SESSION_A}${CHILD_ID}_001.jsonl`))).toEqual([]);
  });

  it('keeps order, drops repeats, and ignores the word elsewhere or in a broken last line', () => {
    const text = [
      pointer('b'),
      JSON.stringify({ type: 'model_msg', payload: { type: 'text', text: '"subagent"' } }),
      pointer('a'),
      pointer('b'),
      pointer('c').slice(0, 40),
    ].join('\n');
    expect(subagentPointers(text)).toEqual(['b', 'a']);
  });
});
