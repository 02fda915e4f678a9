import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The reference data is kept in the repository (fixtures/, byte-identical to the capture).
// The base is a variable: Vite rewrites `new URL('…', import.meta.url)` into an asset address
// under jsdom, where these files must still be read from disk.
const HERE = import.meta.url;
const FIXTURES = new URL('../../fixtures/', HERE);

/** Absolute path of a fixture, e.g. `fixturePath('penguin-session-a/stream.sse')`. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(name, FIXTURES));
}

export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}

export function readFixtureBytes(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(fixturePath(name)));
}

export const SESSION_A = 'penguin-session-a/';
export const PARENT_ID = 'session-2026-12-02-09-53-13-b04b7031';
export const CHILD_ID = 'session-2026-12-02-09-53-22-f7775cf5';
export const TRACE_FILES = [
  `${PARENT_ID}_001.jsonl`,
  `${PARENT_ID}_002.jsonl`,
  `${CHILD_ID}_001.jsonl`,
] as const;
