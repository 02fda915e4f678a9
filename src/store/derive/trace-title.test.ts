import { describe, expect, it } from 'vitest';
import { applyInputs, initialTraceState } from '../reducer';
import type { TraceInput } from '../model';
import { oneLine, traceTitle } from './trace-title';

const meta: TraceInput = {
  kind: 'record',
  envelope: {
    timestamp: '2026-01-01T00:00:00Z',
    type: 'session_meta',
    payload: {
      session_id: 's1',
      provider: 'p',
      model_id: 'm',
      model_context_window: 1,
      system_prompt: '',
      agent_state: '',
      workspace: '',
    },
  },
};
const user = (text: string): TraceInput => ({
  kind: 'record',
  envelope: {
    timestamp: '2026-01-01T00:00:01Z',
    type: 'model_msg',
    payload: { type: 'text', role: 'user', text },
  },
});

describe('traceTitle', () => {
  it('is the first user prompt, skipping a context summary', () => {
    const t = applyInputs(initialTraceState(), [
      meta,
      user('[context_summary]\nearlier'),
      user('  fix the\n build  '),
    ]);
    expect(traceTitle(t)).toBe('fix the build');
  });

  it('prefers the title the producer sent', () => {
    const t = applyInputs(initialTraceState(), [
      meta,
      user('hello'),
      { kind: 'server', event: { type: 'session_title', sessionId: 's1', title: 'Greeting' } },
    ]);
    expect(traceTitle(t)).toBe('Greeting');
  });

  it('is undefined for an empty trace', () => {
    expect(traceTitle(initialTraceState())).toBeUndefined();
  });

  it('cuts long text to one line', () => {
    expect(oneLine('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
