import { describe, expect, it } from 'vitest';
import { CaseBuilder } from '../../test/cases/case-builder';
import { caseId } from '../../test/cases/ids';
import { captureInputs } from '../../test/support/capture-inputs';
import { tokens } from '../../test/support/trace-builder';
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

  it('says a session whose last call never got its output was cut off, not completed', () => {
    // A subagent that hung in its tool: the request ended, the call ran on, the file stops.
    const c = CaseBuilder.start();
    c.meta(caseId('c0700001')).user('Follow the log.').begin();
    c.call('call_tail', 'exec_command', { cmd: 'tail -f app.log' }).decision('call_tail', 'allow');
    c.usage(tokens(0, 100, 5), tokens(0, 100, 5)).end('completed');
    const inputs = c.records.map((envelope) => ({ kind: 'record' as const, envelope }));
    const t = applyInputs(initialTraceState(), inputs);
    expect(summarizeSession(t, '')?.status).toBe('running');
    const ended = applyInputs(t, [{ kind: 'end' }]);
    expect(summarizeSession(ended, '')?.status).toBe('cut');
    const answered = applyInputs(t, [
      ...CaseBuilder.start('2026-12-02T11:00:00.000Z')
        .output('call_tail', 'stopped')
        .records.map((envelope) => ({ kind: 'record' as const, envelope })),
      { kind: 'end' },
    ]);
    expect(summarizeSession(answered, '')?.status).toBe('done');
  });
});
