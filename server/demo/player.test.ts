import { afterEach, describe, expect, it, vi } from 'vitest';
import { SseChannel } from '../sse-channel';
import { DemoPlayer } from './player';

afterEach(() => vi.restoreAllMocks());

/** Plays `loops` loops as fast as the player goes; what it kept and what it told viewers. */
async function play(loops: number, keepRecords?: number) {
  const told = vi.spyOn(SseChannel.prototype, 'publishServerEvent');
  const player = new DemoPlayer({
    speed: 10_000,
    seed: 5,
    loops,
    ...(keepRecords ? { keepRecords } : {}),
  });
  await player.done;
  player.stop();
  const resyncs = told.mock.calls.filter(
    ([e]) => (e as { type?: string }).type === 'resync_required',
  );
  return { kept: player.history.length, resyncs: resyncs.length, title: player.summary().title };
}

describe('the demo player', () => {
  it('starts the session over once it holds more than it keeps, and tells viewers to resync', async () => {
    const one = await play(1);
    const grown = await play(3);
    expect(grown.kept).toBeGreaterThan(2 * one.kept);
    expect(grown.resyncs).toBe(0);
    // Each loop leaves more than it keeps: every loop after the first starts over.
    const bounded = await play(3, one.kept - 1);
    expect(bounded.resyncs).toBe(2);
    expect(bounded.kept).toBe(one.kept);
    // The loop it starts over with is the first one again, which titles the session.
    expect(bounded.title).toBe(one.title);
  }, 60_000);
});
