import { describe, expect, it } from 'vitest';
import { captureInputs } from '../../test/support/capture-inputs';
import { CHILD_ID } from '../../test/support/fixtures';
import { applyInputs, initialTraceState } from './reducer';
import { summarizeSession } from './summary';

describe('session summary', () => {
  it('says a live child runs while the call that spawned it waits for its output', () => {
    const inputs = captureInputs().filter((i) => i.kind !== 'end');
    let t = initialTraceState();
    const seen = new Set<string>();
    for (const input of inputs) {
      t = applyInputs(t, [input]);
      const child = t.sessions.get(CHILD_ID);
      const spawn = child?.spawnItem === undefined ? undefined : t.items.get(child.spawnItem);
      if (spawn?.kind !== 'tool' || !['none', 'streaming'].includes(spawn.outputStatus)) continue;
      seen.add(summarizeSession(t, CHILD_ID)?.status ?? 'none');
    }
    expect([...seen]).toEqual(['running']);
    // Once the stream ends, the child's own records tell.
    t = applyInputs(t, [{ kind: 'end' }]);
    expect(summarizeSession(t, CHILD_ID)?.status).toBe('done');
  });
});
