import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Bundles the Node side (CLI + server) into a single ESM file: dist-node/omniscope.js.
// Node built-ins stay external; npm dependencies are bundled so the output runs with plain
// `node dist-node/omniscope.js`. DuckDB is the exception: its native binding (a .node file per
// platform) cannot be bundled, so it is loaded from node_modules at run time (a runtime
// dependency in package.json).
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'cli/main.ts',
    outDir: 'dist-node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`), /^@duckdb\//],
      output: { format: 'es', entryFileNames: 'omniscope.js' },
    },
  },
  ssr: { target: 'node', noExternal: true },
});
