import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** secretlint's rules, bundled for the browser, get a `basename` in place of `node:path`. */
export const secretlintPath = {
  name: 'secretlint-browser-path',
  enforce: 'pre' as const,
  resolveId: (id: string, importer?: string) =>
    id === 'node:path' && importer?.includes('@secretlint/')
      ? fileURLToPath(new URL('./src/redact/browser-path.ts', import.meta.url))
      : undefined,
};

/**
 * V8 compiles a script marked so whole, off the main thread, as it arrives, instead of each
 * function on the main thread at its first call: the document view's chunk, fetched while the
 * start page idles and run all at once when a file opens, is marked.
 */
const COMPILE_WHOLE = '//# allFunctionsCalledOnLoad\n';
const compileHints: Plugin = {
  name: 'omniscope-compile-hints',
  // After Vite's own edits, which put code before the first line.
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      for (const f of Object.values(bundle))
        if (f.type === 'chunk' && f.name === 'active-doc') f.code = COMPILE_WHOLE + f.code;
    },
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), secretlintPath, compileHints],
  // The redaction worker runs secretlint's rules too: its bundle needs the same `node:path`.
  worker: { format: 'es', plugins: () => [secretlintPath] },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'server/**/*.test.ts',
      'cli/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    passWithNoTests: true,
    // Starts PostgreSQL and makes a throwaway database for the team-store tests.
    globalSetup: ['test/support/postgres-global-setup.ts'],
  },
});
