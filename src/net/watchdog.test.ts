import { describe, expect, it } from 'vitest';
import type { Clock } from '../ingest/replay';
import { Watchdog } from './watchdog';

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (h) => {
      timers = timers.filter((t) => t.id !== h);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.length };
}

describe('Watchdog', () => {
  it('fires after the timeout of silence', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const w = new Watchdog(45_000, () => fired++, clock);
    w.start();
    advance(44_999);
    expect(fired).toBe(0);
    advance(1);
    expect(fired).toBe(1);
  });
  it('is pushed back by every kick (data or heartbeat) with a single timer', () => {
    const { clock, advance, pending } = fakeClock();
    let fired = 0;
    const w = new Watchdog(45_000, () => fired++, clock);
    w.start();
    for (let i = 0; i < 10; i++) {
      advance(20_000);
      w.kick();
    }
    expect(fired).toBe(0);
    expect(pending()).toBe(1);
    advance(45_000);
    expect(fired).toBe(1);
  });
  it('never fires once stopped', () => {
    const { clock, advance } = fakeClock();
    let fired = 0;
    const w = new Watchdog(1000, () => fired++, clock);
    w.start();
    w.stop();
    advance(10_000);
    expect(fired).toBe(0);
    expect(w.running).toBe(false);
  });
});
