// The `prepare` hook of `npm ci` / `npm install`: bundles the CLI (dist-node/) so `omniscope
// validate` works right after installing. It never fails the install: without the dev tools (an
// install that omits devDependencies) or on a build error it only says how to build by hand.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

if (!existsSync(vite)) {
  console.warn('omniscope: vite is not installed; run `npm run build` before using the CLI.');
} else {
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'vite.node.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0)
    console.warn('omniscope: bundling the CLI failed; run `npm run build` to see why.');
}
