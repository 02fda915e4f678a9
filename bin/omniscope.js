#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist-node/omniscope.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('omniscope is not built: run `npm run build` (`npm ci` builds it too)');
  process.exit(1);
}
await import(entry.href);
