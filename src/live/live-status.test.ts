import { describe, expect, it } from 'vitest';
import { liveState, type ControllerFlags } from './live-status';

const flags = (f: Partial<ControllerFlags> = {}): ControllerFlags => ({
  everOpen: false,
  paused: false,
  syncing: false,
  ready: false,
  held: 0,
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
    expect(liveState({ state: 'stalled', reason: 'x' }, flags({ everOpen: true }))).toBe('stalled');
    expect(liveState({ state: 'stalled' }, flags({ syncing: true, ready: true }))).toBe('stalled');
  });
  it('shows paused over any open state, closed over everything', () => {
    expect(liveState({ state: 'waiting' }, flags({ paused: true }))).toBe('paused');
    expect(liveState({ state: 'closed', reason: 'x' }, flags({ paused: true }))).toBe('closed');
  });
});
