// The demo script compiled as the player would, at a fixed seed, and what its beats emit.
import { DemoCompiler } from '../../server/demo/compile';
import { DEMO_TOOLS, demoMeta } from '../../server/demo/content';
import { seededRng } from '../../server/demo/random';
import type { Beat, Step } from '../../server/demo/steps';
import { DemoUsage } from '../../server/demo/usage';

export const now = new Date();

export const compile = (steps: Step[]): Beat[] =>
  new DemoCompiler({
    rng: seededRng(3),
    sessionId: 'session-2026-12-02-10-00-00-0123abcd',
    now,
    usage: new DemoUsage(),
    meta: demoMeta,
    tools: DEMO_TOOLS,
  }).compile(steps);

export const payloads = (beats: Beat[]) =>
  beats.flatMap((b) => (b.kind === 'emit' ? [b.draft.payload] : []));

/** The beats' records as a stream carries them, each stamped now. */
export const stream = (beats: Beat[]) =>
  beats.flatMap((b) => (b.kind === 'emit' ? [{ timestamp: now.toISOString(), ...b.draft }] : []));
