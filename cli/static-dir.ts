import { fileURLToPath } from 'node:url';

/**
 * The built web app. The CLI runs bundled as dist-node/omniscope.js, so `import.meta.url` is the
 * bundle's and the app sits beside it in dist/.
 */
export function defaultStaticDir(): string {
  return fileURLToPath(new URL('../dist/', import.meta.url));
}
