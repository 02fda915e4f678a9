// The hostile-input corpus (fixtures/hostile/) with the expected outcome of each file.
import { readdirSync, readFileSync } from 'node:fs';
import { fixturePath } from './fixtures';

export interface HostileExpectation {
  about: string;
  args?: string[];
  records: number;
  errors: number;
  warnings: number;
  messages: string[];
  lines: number[];
  browser?: { records: number; messages: string[] };
}

export interface HostileCase {
  name: string;
  path: string;
  expected: HostileExpectation;
}

const SIDECAR = '.expected.json';

export function hostileCases(): HostileCase[] {
  const dir = fixturePath('hostile/');
  return readdirSync(dir)
    .filter((f) => f.endsWith(SIDECAR))
    .sort()
    .map((sidecar) => {
      const name = sidecar.slice(0, -SIDECAR.length);
      return {
        name,
        path: fixturePath(`hostile/${name}`),
        expected: JSON.parse(readFileSync(`${dir}${sidecar}`, 'utf8')) as HostileExpectation,
      };
    });
}
