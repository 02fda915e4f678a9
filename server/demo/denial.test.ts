import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/protocol/types';
import { acknowledgement, denyCall } from './denial';
import { demoSteps } from './session';
import type { Beat } from './steps';
import { streamProblems } from '../testing/stream-checks';
import { compile, payloads, stream } from '../../test/support/demo-beats';

describe('a denied call in the demo script', () => {
  it.each([
    ['read', 'read_file'],
    ['log', 'exec_command'],
    ['sub', 'run_subagent'],
    ['grep', 'exec_command'],
    ['edit', 'edit_file'],
    ['test', 'exec_command'],
  ])('plays the same beats up to the decision on %s, then a well-formed ending', (ref, name) => {
    const before = compile(demoSteps(true));
    const steps = denyCall(demoSteps(true), ref);
    if (!steps) throw new Error(`no allowed call ${ref}`);
    const after = compile(steps);
    const at = before.findIndex((b) => b.kind === 'approval' && b.ref === ref);
    // The player swaps one list for the other right after the approval beat.
    expect(after.slice(0, at + 1)).toEqual(before.slice(0, at + 1));
    expect(streamProblems(stream(after))).toEqual([]);
    const id = (before[at] as Extract<Beat, { kind: 'approval' }>).toolCallId;
    const own = payloads(after).filter((p: JsonObject) => p.tool_call_id === id);
    expect(own.map((p) => p.type).slice(-2)).toEqual(['approval_decision', 'tool_call_output']);
    expect(own.at(-1)).toMatchObject({ output: 'Tool call denied by user.' });
    const said = payloads(after).filter((p) => p.type === 'text' && p.role === 'assistant');
    expect(said.at(-1)?.text).toBe(acknowledgement(name));
  });

  it('is null for a call the script does not allow', () => {
    expect(denyCall(demoSteps(true), 'cache')).toBeNull();
    expect(denyCall(demoSteps(true), 'nope')).toBeNull();
  });
});
