import { describe, expect, it } from 'vitest';
import { Replay, replayDelays, type Clock } from './replay';
import { parseSse } from './parse-sse';
import type { SseItem } from './types';
import { SESSION_A, readFixture } from '../../test/support/fixtures';

class FakeClock implements Clock {
  private time = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private id = 0;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(++this.id, { at: this.time + ms, fn });
    return this.id;
  };
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = end;
  }
}

const record = (timestamp: string): SseItem => ({
  kind: 'record',
  envelope: { timestamp, type: 'event_msg', payload: { type: 'request_begin' } },
  known: true,
  at: { index: 0 },
});
const server: SseItem = {
  kind: 'server',
  event: { type: 'task_state', state: 'idle' },
  known: true,
  at: { index: 0 },
};
const items = [
  record('2026-01-01T00:00:00.000Z'),
  server,
  record('2026-01-01T00:00:01.000Z'),
  record('2026-01-01T00:10:00.000Z'),
];

/** A receiver noting the index of every item it gets. */
const collect =
  (seen: number[]) =>
  (batch: readonly SseItem[], first: number): void =>
    batch.forEach((_, k) => seen.push(first + k));

function run(speed = 1) {
  const clock = new FakeClock();
  const seen: number[] = [];
  let ended = false;
  const replay = new Replay(items, collect(seen), {
    speed,
    clock,
    onEnd: () => (ended = true),
  });
  return { clock, seen, replay, ended: () => ended };
}

describe('replayDelays', () => {
  it('follows timestamps, gives untimed items no wait and caps long gaps', () => {
    expect(replayDelays(items, 2000)).toEqual([0, 0, 1000, 2000]);
  });

  it('prefers the times given (arrival comments of a capture) over timestamps', () => {
    expect(replayDelays(items, 5000, [100, undefined, 3100, undefined])).toEqual([
      0, 0, 3000, 5000,
    ]);
  });

  it('stays non-negative on the real capture', () => {
    const captured = parseSse('s', readFixture(`${SESSION_A}stream.sse`)).items;
    const delays = replayDelays(captured);
    expect(delays).toHaveLength(captured.length);
    expect(delays.every((d) => d >= 0 && d <= 2000)).toBe(true);
  });
});

describe('Replay', () => {
  it('emits items on the original pacing', () => {
    const { clock, seen, replay, ended } = run();
    replay.play();
    clock.advance(0);
    expect(seen).toEqual([0, 1]);
    clock.advance(999);
    expect(seen).toEqual([0, 1]);
    clock.advance(1);
    expect(seen).toEqual([0, 1, 2]);
    clock.advance(2000);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(ended()).toBe(true);
    expect(replay.playing).toBe(false);
  });

  it('scales waits by speed, also when changed mid-wait', () => {
    const { clock, seen, replay } = run(2);
    replay.play();
    clock.advance(250);
    expect(seen).toEqual([0, 1]);
    replay.setSpeed(0.5);
    clock.advance(999);
    expect(seen).toEqual([0, 1]);
    clock.advance(1);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('pauses and resumes where it was in the wait', () => {
    const { clock, seen, replay } = run();
    replay.play();
    clock.advance(600);
    replay.pause();
    clock.advance(10_000);
    expect(seen).toEqual([0, 1]);
    replay.play();
    clock.advance(399);
    expect(seen).toEqual([0, 1]);
    clock.advance(1);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('seeks: the receiver rebuilds from the position, playing goes on from there', () => {
    const clock = new FakeClock();
    const seen: number[] = [];
    const seeks: number[] = [];
    const replay = new Replay(items, collect(seen), {
      clock,
      onSeek: (p) => seeks.push(p),
    });
    replay.play();
    clock.advance(0);
    replay.seek(3);
    expect(seeks).toEqual([3]);
    expect(replay.position).toBe(3);
    clock.advance(2000);
    expect(seen).toEqual([0, 1, 3]);
    replay.seek(1);
    expect(replay.position).toBe(1);
    expect(replay.length).toBe(4);
  });

  it('steps one item at a time without playing', () => {
    const { seen, replay } = run();
    replay.step();
    replay.step();
    replay.step();
    expect(seen).toEqual([0, 1, 2]);
    expect(replay.position).toBe(3);
  });

  it('stays paused when the listener pauses it', () => {
    const clock = new FakeClock();
    const seen: number[] = [];
    const replay: Replay = new Replay(
      items,
      (batch, first) => (collect(seen)(batch, first), replay.pause()),
      { clock },
    );
    replay.play();
    clock.advance(10_000);
    // The first two were due together.
    expect(seen).toEqual([0, 1]);
  });

  it('delivers what falls due within a frame at once, keeping the pace', () => {
    const ticks = Array.from({ length: 100 }, (_, i) =>
      record(new Date(Date.parse('2026-01-01T00:00:00Z') + i * 10).toISOString()),
    );
    const deliveries = (speed: number, advance: number) => {
      const clock = new FakeClock();
      const sizes: number[] = [];
      const replay = new Replay(ticks, (batch) => sizes.push(batch.length), { speed, clock });
      replay.play();
      clock.advance(advance);
      return { sizes, position: replay.position };
    };
    // At 100× the 990 ms of stream fit in one frame: one delivery, not a hundred timers.
    expect(deliveries(100, 10)).toEqual({ sizes: [100], position: 100 });
    // At recorded pace, two at a time (10 ms apart, 16 ms frames), never ahead of a frame.
    const slow = deliveries(1, 500);
    expect(slow.sizes.every((n) => n === 2)).toBe(true);
    expect(slow.position).toBeGreaterThanOrEqual(51);
    expect(slow.position).toBeLessThanOrEqual(52);
    // One at a time when asked (the bench's baseline).
    const clock = new FakeClock();
    const one: number[] = [];
    new Replay(ticks, (b) => one.push(b.length), { speed: 100, clock, frameMs: 0 }).play();
    clock.advance(10);
    expect(one).toHaveLength(100);
  });

  it('rejects a non-positive speed', () => {
    expect(() => run().replay.setSpeed(0)).toThrow(RangeError);
  });
});
