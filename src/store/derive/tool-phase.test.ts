import { describe, expect, it } from 'vitest';
import type { ToolItem } from '../model';
import { isLive, isRefusal, toolPhase } from './tool-phase';

const base: ToolItem = {
  kind: 'tool',
  id: 1,
  session: '',
  timestamp: '2026-12-02T09:53:14.572Z',
  toolCallId: 'c1',
  name: 'exec_command',
  args: '{}',
  callStatus: 'complete',
  outputText: '',
  outputStatus: 'none',
  approvalPending: false,
};
const t = (over: Partial<ToolItem>) => ({ ...base, ...over }) as ToolItem;

describe('toolPhase', () => {
  it('follows a call from streaming arguments to done', () => {
    expect(toolPhase(t({ callStatus: 'streaming' }), false)).toBe('calling');
    expect(toolPhase(t({ approvalPending: true }), false)).toBe('approval');
    expect(toolPhase(t({ decision: 'allow' }), false)).toBe('running');
    expect(toolPhase(t({ decision: 'allow', outputStatus: 'streaming' }), false)).toBe('streaming');
    expect(
      toolPhase(
        t({ decision: 'allow', outputStatus: 'complete', outputStopReason: 'completed' }),
        false,
      ),
    ).toBe('done');
  });
  it('tells refusals apart from failures', () => {
    const denied = t({ decision: 'deny', outputStatus: 'complete', outputStopReason: 'aborted' });
    expect(toolPhase(denied, true)).toBe('denied');
    expect(toolPhase(t({ decision: 'forbidden', outputStatus: 'complete' }), true)).toBe(
      'forbidden',
    );
    expect(toolPhase(t({ outputStatus: 'complete', outputStopReason: 'failed' }), true)).toBe(
      'failed',
    );
    expect(toolPhase(t({ outputStatus: 'complete', outputStopReason: 'aborted' }), true)).toBe(
      'aborted',
    );
    expect(isRefusal('denied')).toBe(true);
    expect(isRefusal('failed')).toBe(false);
  });
  it('stops the clock when the source ended without output', () => {
    expect(toolPhase(t({}), true)).toBe('no-output');
    expect(toolPhase(t({ outputStatus: 'cut' }), true)).toBe('cut');
    expect(isLive('no-output')).toBe(false);
    expect(isLive('running')).toBe(true);
  });
});
