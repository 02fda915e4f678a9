// `npm run bench [-- --json]`: builds the app and the bench, then measures in Node and, where
// Chromium is found, in the browser. Without Chromium the browser figures are null, with why.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HELP, findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

// With --json, stdout carries the one JSON object: the build steps print to stderr.
const json = process.argv.includes('--json');

function run(cmd, args, env = process.env, stdio = json ? [0, 2, 2] : 'inherit') {
  const r = spawnSync(cmd, args, { cwd: root, stdio, env });
  if (r.error) throw r.error;
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(process.execPath, ['scripts/ensure-built.mjs']);
run(process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--config',
  'bench/vite.config.ts',
  '--logLevel',
  'warn',
]);
const chromium = findChromium();
if (!chromium) console.error(`${CHROMIUM_HELP}\nThe browser part of the bench is skipped.`);
run(
  process.execPath,
  [
    '--expose-gc',
    '--max-old-space-size=8192',
    'dist-bench/node/bench.js',
    ...process.argv.slice(2),
  ],
  { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
  'inherit',
);
