import { describe, expect, it } from 'vitest';
import { NeedsLoginError, PenguinError } from '../net/penguin-errors';
import { SignInGate } from './sign-in-gate';

const tick = () => new Promise((r) => setTimeout(r, 0));
const expired = () => new NeedsLoginError(401, 'unauthorized', 'expired');

describe('SignInGate', () => {
  it('holds every action refused with a 401 and runs each again after the sign-in', async () => {
    let changes = 0;
    const gate = new SignInGate(() => changes++);
    const runs = { a: 0, b: 0 };
    const action = (k: 'a' | 'b') => () => {
      runs[k]++;
      return runs[k] === 1 ? Promise.reject(expired()) : Promise.resolve();
    };
    const settled: string[] = [];
    void gate.run(action('a')).then(() => settled.push('a'));
    void gate.run(action('b')).then(() => settled.push('b'));
    await tick();
    expect(gate.reason).toBe('expired');
    expect(settled).toEqual([]);
    gate.signedIn();
    await tick();
    expect(gate.reason).toBeNull();
    expect(settled).toEqual(['a', 'b']);
    expect(runs).toEqual({ a: 2, b: 2 });
    expect(changes).toBeGreaterThanOrEqual(3);
  });

  it('lets any other failure through at once', async () => {
    const gate = new SignInGate(() => undefined);
    const e = new PenguinError(409, 'conflict', 'no such approval');
    await expect(gate.run(() => Promise.reject(e))).rejects.toBe(e);
    expect(gate.reason).toBeNull();
  });
});
