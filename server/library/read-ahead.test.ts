import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** A look whose results the test releases by hand, recording which items were started. */
function manualLook() {
  const started: number[] = [];
  const release = new Map<number, (v: string) => void>();
  const fail = new Map<number, (e: Error) => void>();
  const look = (n: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(n);
      release.set(n, resolve);
      fail.set(n, reject);
    });
  return { started, look, release: (n: number) => release.get(n)?.(`r${n}`), fail };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('readAhead', () => {
  it('yields in order while later items are already started, within the file bound', async () => {
    const { started, look, release } = manualLook();
    const items = [0, 1, 2, 3, 4, 5];
    const it = readAhead(items, look, () => 1, { files: 3, bytes: 100 });
    const first = it.next();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // The second finishes first: still yielded after the first.
    release(1);
    release(0);
    expect((await first).value).toBe('r0');
    const second = it.next();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect((await second).value).toBe('r1');
    const rest: string[] = [];
    for (;;) {
      // Whatever has started by now finishes.
      for (const n of started) release(n);
      const r = await it.next();
      if (r.done) break;
      rest.push(r.value);
    }
    expect(rest).toEqual(['r2', 'r3', 'r4', 'r5']);
  });

  it('holds back items past the byte bound, but always starts the next one', async () => {
    const { started, look, release } = manualLook();
    const sizes = [60, 50, 500, 10];
    const it = readAhead([0, 1, 2, 3], look, (n) => sizes[n] ?? 0, { files: 8, bytes: 100 });
    const first = it.next();
    await tick();
    // 60 + 50 is over 100: the second waits for the first to be taken.
    expect(started).toEqual([0]);
    release(0);
    await first;
    const second = it.next();
    await tick();
    // 500 alone is over the bound, yet it starts once it is the first not taken.
    expect(started).toEqual([0, 1]);
    release(1);
    await second;
    const third = it.next();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    release(2);
    release(3);
    expect((await third).value).toBe('r2');
  });

  it('throws a failure in its turn, not before, and not as an unhandled rejection', async () => {
    const { look, release, fail } = manualLook();
    const it = readAhead([0, 1], look, () => 1, { files: 2, bytes: 10 });
    const first = it.next();
    await tick();
    fail.get(1)?.(new Error('gone'));
    await tick();
    release(0);
    expect((await first).value).toBe('r0');
    await expect(it.next()).rejects.toThrow('gone');
  });
});
