// E2E entry point: locate Chromium, build, then run Playwright against it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    process.exit(1);
  }
  return candidates.find((p) => existsSync(p));
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
  console.error(
    [
      'Chromium was not found (looked at $CHROMIUM_PATH, ' + candidates.join(', ') + ').',
      'Install the Debian/Ubuntu package "chromium":',
      '  sudo apt-get install -y chromium',
      'or set CHROMIUM_PATH to an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let status = run(npm, ['run', 'build']);
if (status !== 0) process.exit(status);

status = run(npx, ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
process.exit(status);
