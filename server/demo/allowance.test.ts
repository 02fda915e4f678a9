import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/protocol/types';
import { FINAL_ANSWER, FINAL_ANSWER_CACHE_CLEARED } from './content';
import { allowCall } from './allowance';
import { demoSteps } from './session';
import type { Beat } from './steps';
import { streamProblems } from '../testing/stream-checks';
import { compile, payloads, stream } from '../../test/support/demo-beats';

const texts = (beats: Beat[]) =>
  payloads(beats)
    .filter((p) => p.type === 'text' && p.role === 'assistant')
    .map((p) => String(p.text));

describe('a call the script denies, allowed by the reader', () => {
  it('plays the same beats up to the decision, then runs the call and says so', () => {
    const before = compile(demoSteps(true));
    const steps = allowCall(demoSteps(true), 'cache');
    if (!steps) throw new Error('no denied call cache');
    const after = compile(steps);
    const at = before.findIndex((b) => b.kind === 'approval' && b.ref === 'cache');
    // The player swaps one list for the other right after the approval beat.
    expect(after.slice(0, at + 1)).toEqual(before.slice(0, at + 1));
    expect(streamProblems(stream(after))).toEqual([]);
    const id = (before[at] as Extract<Beat, { kind: 'approval' }>).toolCallId;
    const own = payloads(after).filter((p: JsonObject) => p.tool_call_id === id);
    expect(own.find((p) => p.type === 'approval_decision')).toMatchObject({ decision: 'allow' });
    const output = own.find((p) => p.type === 'tool_call_output');
    expect(output).toMatchObject({ stop_reason: 'completed' });
    expect(output?.output).not.toContain('denied');
    // What the agent says later no longer holds the reader refused it.
    expect(texts(before).at(-1)).toBe(FINAL_ANSWER);
    expect(texts(after).at(-1)).toBe(FINAL_ANSWER_CACHE_CLEARED);
    expect(texts(after).join('\n')).not.toMatch(/no cache clearing|you denied/);
    const summary = payloads(after)
      .filter((p) => p.type === 'partial_text')
      .map((p) => p.text);
    expect(summary.join('')).not.toContain('denied by the user');
  });

  it('is null for a call the script does not deny', () => {
    expect(allowCall(demoSteps(true), 'read')).toBeNull();
    expect(allowCall(demoSteps(true), 'curl')).toBeNull();
    expect(allowCall(demoSteps(true), 'nope')).toBeNull();
  });
});
