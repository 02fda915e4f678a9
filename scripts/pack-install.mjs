// Packs Omniscope as `npm pack` does for a release and installs the tarball into an empty prefix
// the way a user would (`npm install -g <tarball> --omit=dev`: no devDependencies, no build),
// then says how big both are. Run directly (`npm run package-size`) it prints the figures; the
// pack-install test (e2e/pack-install.spec.ts) uses it and runs the installed commands.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, cwd) {
  const r = spawnSync(npm, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout;
}

/** Bytes under `path`, symlinks not followed. */
function sizeOf(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s || s.isSymbolicLink()) return 0;
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((n, name) => n + sizeOf(join(path, name)), 0);
}

/**
 * Builds when the build is stale, packs into `dir` and installs into `dir/prefix`. Returns the
 * paths and the sizes in bytes.
 */
export function packAndInstall(dir = mkdtempSync(join(tmpdir(), 'omniscope-pack-'))) {
  // What `prepack` does, run here: the scripts' own output would be mixed into pack's JSON.
  // Not under `npm run test:e2e`, which built once for the whole suite: a source edited during
  // the run would otherwise rebuild dist/ under the test server while other tests use it.
  if (!process.env.OMNISCOPE_E2E_BUILT) {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-built.mjs')], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const args = ['pack', '--json', '--ignore-scripts', '--pack-destination', dir];
  const [packed] = JSON.parse(run(args, root));
  const tarball = join(dir, packed.filename);
  const prefix = join(dir, 'prefix');
  run(['install', '-g', tarball, '--prefix', prefix, '--omit=dev', '--no-audit', '--no-fund'], dir);
  const lib = process.platform === 'win32' ? prefix : join(prefix, 'lib');
  const installed = join(lib, 'node_modules', 'omniscope');
  const bin = join(prefix, process.platform === 'win32' ? 'omniscope.cmd' : 'bin/omniscope');
  const dependencies = join(installed, 'node_modules');
  return {
    tarball,
    prefix,
    installed,
    bin,
    files: packed.entryCount,
    tarballBytes: statSync(tarball).size,
    installedBytes: sizeOf(installed),
    dependencyBytes: sizeOf(dependencies),
    dependencies: readdirSync(dependencies).flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(dependencies, name)).map((n) => `${name}/${n}`)
        : [name],
    ),
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const p = packAndInstall();
  console.log(`tarball    ${mb(p.tarballBytes)} (${p.files} files) ${p.tarball}`);
  console.log(
    `installed  ${mb(p.installedBytes)}: Omniscope ${mb(p.installedBytes - p.dependencyBytes)}, dependencies ${mb(p.dependencyBytes)} (${p.dependencies.join(', ')})`,
  );
}
