import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** secretlint's rules, bundled for the browser, get a `basename` in place of `node:path`. */
const secretlintPath = {
  name: 'secretlint-browser-path',
  enforce: 'pre' as const,
  resolveId: (id: string, importer?: string) =>
    id === 'node:path' && importer?.includes('@secretlint/')
      ? fileURLToPath(new URL('./src/redact/browser-path.ts', import.meta.url))
      : undefined,
};

export default defineConfig({
  plugins: [react(), tailwindcss(), secretlintPath],
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
