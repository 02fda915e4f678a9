// Runs `npm run build` when dist/ or dist-node/ is missing or older than any source file.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'src',
  'cli',
  'server',
  'public',
  'index.html',
  'package.json',
  'vite.config.ts',
  'vite.node.config.ts',
  'vite.bundle.config.ts',
  'tailwind.config.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

function oldestOutput() {
  const outputs = [
    join(root, 'dist', 'index.html'),
    join(root, 'dist', 'omniscope-viewer.html'),
    join(root, 'dist-node', 'omniscope.js'),
  ];
  if (!outputs.every((p) => existsSync(p))) return 0;
  return Math.min(...outputs.map((p) => statSync(p).mtimeMs));
}

const built = oldestOutput();
const src = Math.max(...sources.map((s) => newest(join(root, s))));
if (built === 0 || built < src) {
  console.log('omniscope: building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
