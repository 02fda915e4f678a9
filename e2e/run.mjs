// E2E entry point: locate Chromium, build, then run Playwright against it.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HELP, findChromium as find } from '../scripts/find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

function findChromium() {
  try {
    return find();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0) {
  console.log('Chromium not found; installing the Debian "chromium" package (running as root)…');
  const status = run('sh', ['-c', 'apt-get update && apt-get install -y chromium']);
  if (status !== 0) console.error(`apt-get exited with status ${status}`);
  chromium = findChromium();
}
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let status = run(npm, ['run', 'build']);
if (status !== 0) process.exit(status);

status = run(npx, ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  // The pack-install test packs this build instead of rebuilding when a source is newer.
  OMNISCOPE_E2E_BUILT: '1',
});
process.exit(status);
