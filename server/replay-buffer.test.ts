import { describe, expect, it } from 'vitest';
import { ReplayBuffer, type BufferedEvent } from './replay-buffer';

const ev = (seq: number, frame = `data: ${seq}\n\n`) => ({ seq, frame });

/** What a client that has had everything through `seq` reads, up to the end. */
function readFrom(b: ReplayBuffer, seq: number): number[] | 'evicted' {
  const out: number[] = [];
  for (let e = b.next(seq); e !== null; e = b.next((e as BufferedEvent).seq)) {
    if (e === 'evicted') return 'evicted';
    out.push(e.seq);
  }
  return out;
}

describe('ReplayBuffer', () => {
  it('gives the events after a sequence number, even with holes in the numbering', () => {
    const b = new ReplayBuffer();
    for (const s of [1, 2, 4, 7]) b.push(ev(s));
    expect(readFrom(b, 2)).toEqual([4, 7]);
    expect(readFrom(b, 3)).toEqual([4, 7]);
    expect(b.canResumeAfter(2, 7)).toBe(true);
  });

  it('gives nothing when the client is up to date', () => {
    const b = new ReplayBuffer();
    b.push(ev(1));
    expect(b.next(1)).toBeNull();
  });

  it('evicts by count and refuses a resume from before the eviction', () => {
    const b = new ReplayBuffer(3);
    for (let s = 1; s <= 5; s++) b.push(ev(s));
    expect(b.size).toBe(3);
    expect(b.canResumeAfter(1, 5)).toBe(false);
    expect(b.next(1)).toBe('evicted');
    expect(readFrom(b, 2)).toEqual([3, 4, 5]);
    expect(readFrom(b, b.start)).toEqual([3, 4, 5]);
  });

  it('evicts by bytes but keeps the newest event', () => {
    const b = new ReplayBuffer(100, 50);
    b.push(ev(1, 'x'.repeat(30)));
    b.push(ev(2, 'y'.repeat(30)));
    expect(b.size).toBe(1);
    expect(b.byteSize).toBe(30);
    b.push(ev(3, 'z'.repeat(80)));
    expect(b.size).toBe(1);
    expect(b.canResumeAfter(2, 3)).toBe(true);
    expect(b.canResumeAfter(1, 3)).toBe(false);
  });

  it('refuses a future sequence number', () => {
    const b = new ReplayBuffer();
    b.push(ev(1));
    expect(b.canResumeAfter(9, 1)).toBe(false);
  });

  it('stays correct over many evictions (internal compaction)', () => {
    const b = new ReplayBuffer(10);
    for (let s = 1; s <= 5000; s++) b.push(ev(s));
    expect(readFrom(b, b.start)).toEqual([
      4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000,
    ]);
    expect(readFrom(b, 4995)).toEqual([4996, 4997, 4998, 4999, 5000]);
  });
});
