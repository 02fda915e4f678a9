import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import wabt from 'wabt';

/**
 * A `.wat` file imported as its WebAssembly binary (a `Uint8Array`), assembled by wabt as it is
 * bundled: the text is the one source, no binary kept beside it to drift. Inline, because the
 * module is a few hundred bytes and a worker should not wait on a fetch to count.
 */
export const watModules: Plugin = {
  name: 'omniscope-wat',
  async load(id) {
    if (!id.endsWith('.wat')) return null;
    const module = (await wabt()).parseWat(id, await readFile(id, 'utf8'), { simd: true });
    try {
      module.validate();
      const base64 = Buffer.from(module.toBinary({}).buffer).toString('base64');
      return `export default Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0));`;
    } finally {
      module.destroy();
    }
  },
};
