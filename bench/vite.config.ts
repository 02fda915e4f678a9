import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Bundles the benchmarks for plain Node, like the CLI (vite.node.config.ts).
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'bench/main.ts',
    // Two levels deep, like test/support/: the fixture helper's relative URL resolves the same.
    outDir: 'dist-bench/node',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      // Playwright drives a real browser from its own package; DuckDB's native binding cannot be
      // bundled (as in vite.node.config.ts). Both load from node_modules.
      external: [
        /^@duckdb\//,
        ...builtinModules,
        ...builtinModules.map((m) => `node:${m}`),
        /^@playwright\//,
        /^playwright/,
        // DuckDB loads its native binding from its own package, as the CLI does.
        /^@duckdb\//,
      ],
      output: { format: 'es', entryFileNames: 'bench.js' },
    },
  },
  ssr: { target: 'node', noExternal: true },
});
