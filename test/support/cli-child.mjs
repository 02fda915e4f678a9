// Runs the real CLI (cli/run.ts) in a process of its own, loaded through Vite's SSR transform so
// no build is needed: for tests that must kill an omniscope mid-work.
// Usage: node test/support/cli-child.mjs <omniscope arguments…>
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { run } = await vite.ssrLoadModule('/cli/run.ts');
const { nodeIo } = await vite.ssrLoadModule('/cli/io.ts');
const code = await run(process.argv.slice(2), nodeIo());
await vite.close();
process.exit(code);
