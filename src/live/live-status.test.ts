import { describe, expect, it } from 'vitest';
import { liveState, type ControllerFlags } from './live-status';

const flags = (f: Partial<ControllerFlags> = {}): ControllerFlags => ({
  everOpen: false,
  paused: false,
  syncing: false,
  ready: false,
  held: 0,
  gone: null,
  ...f,
});

describe('liveState', () => {
  it('connects until the first history is on screen, then is live', () => {
    expect(liveState({ state: 'connecting' }, flags())).toBe('connecting');
    expect(liveState({ state: 'open' }, flags({ syncing: true }))).toBe('connecting');
    expect(liveState({ state: 'open' }, flags({ syncing: true, ready: true }))).toBe('live');
    expect(liveState({ state: 'open' }, flags())).toBe('live');
  });
  it('reconnects after a drop, waiting or already dialing', () => {
    expect(liveState({ state: 'waiting', retryAt: 5 }, flags())).toBe('reconnecting');
    expect(liveState({ state: 'connecting' }, flags({ everOpen: true }))).toBe('reconnecting');
  });
  it('never calls a stalled stream live', () => {
    expect(
      liveState(
        { state: 'stalled', reason: { code: 'silent', seconds: 1 } },
        flags({ everOpen: true }),
      ),
    ).toBe('stalled');
    expect(liveState({ state: 'stalled' }, flags({ syncing: true, ready: true }))).toBe('stalled');
  });
  it('shows paused over any open state, closed over everything', () => {
    expect(liveState({ state: 'waiting' }, flags({ paused: true }))).toBe('paused');
    expect(
      liveState({ state: 'closed', reason: { code: 'disconnected' } }, flags({ paused: true })),
    ).toBe('closed');
  });
  it('is not live while the server says its source is gone, and is again once it is back', () => {
    const gone = { code: 'said', text: 'the tailed file t.jsonl was deleted' } as const;
    expect(liveState({ state: 'open' }, flags({ ready: true, gone }))).toBe('gone');
    expect(liveState({ state: 'open' }, flags({ ready: true, gone: null }))).toBe('live');
    // A drop says more than the file: the connection itself is not there.
    expect(liveState({ state: 'waiting' }, flags({ everOpen: true, gone }))).toBe('reconnecting');
  });
});
