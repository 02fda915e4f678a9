import { describe, expect, it } from 'vitest';
import { ReplayBuffer } from './replay-buffer';

const ev = (seq: number, frame = `data: ${seq}\n\n`) => ({ seq, frame });

describe('ReplayBuffer', () => {
  it('replays the gap after a sequence number, even with holes in the numbering', () => {
    const b = new ReplayBuffer();
    for (const s of [1, 2, 4, 7]) b.push(ev(s));
    const r = b.after(2, 7);
    expect(r.ok && r.events.map((e) => e.seq)).toEqual([4, 7]);
  });

  it('replays nothing when the client is up to date', () => {
    const b = new ReplayBuffer();
    b.push(ev(1));
    expect(b.after(1, 1)).toEqual({ ok: true, events: [] });
  });

  it('evicts by count and refuses a resume from before the eviction', () => {
    const b = new ReplayBuffer(3);
    for (let s = 1; s <= 5; s++) b.push(ev(s));
    expect(b.size).toBe(3);
    expect(b.after(1, 5).ok).toBe(false);
    const r = b.after(2, 5);
    expect(r.ok && r.events.map((e) => e.seq)).toEqual([3, 4, 5]);
  });

  it('evicts by bytes but keeps the newest event', () => {
    const b = new ReplayBuffer(100, 50);
    b.push(ev(1, 'x'.repeat(30)));
    b.push(ev(2, 'y'.repeat(30)));
    expect(b.size).toBe(1);
    expect(b.byteSize).toBe(30);
    b.push(ev(3, 'z'.repeat(80)));
    expect(b.size).toBe(1);
    expect(b.after(2, 3).ok).toBe(true);
    expect(b.after(1, 3).ok).toBe(false);
  });

  it('refuses a future sequence number', () => {
    const b = new ReplayBuffer();
    b.push(ev(1));
    expect(b.after(9, 1).ok).toBe(false);
  });

  it('stays correct over many evictions (internal compaction)', () => {
    const b = new ReplayBuffer(10);
    for (let s = 1; s <= 5000; s++) b.push(ev(s));
    expect(b.all().map((e) => e.seq)).toEqual([
      4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000,
    ]);
    const r = b.after(4995, 5000);
    expect(r.ok && r.events.length).toBe(5);
  });
});
