/** Seeded PRNG (mulberry32) so a demo loop is reproducible in tests. */
export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return Math.round(min + (max - min) * rng());
}

export function hex(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(rng() * 16).toString(16);
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `session-YYYY-MM-DD-HH-mm-ss-<8hex>` (PROTOCOL.md §10), in local time like the producer's. */
export function sessionIdAt(date: Date, rng: Rng): string {
  const d = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const t = `${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`;
  return `session-${d}-${t}-${hex(rng, 8)}`;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function toolCallId(rng: Rng): string {
  let out = 'call_';
  for (let i = 0; i < 24; i++) out += ALNUM[Math.floor(rng() * ALNUM.length)] ?? 'x';
  return out;
}
