import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app, { secretlintPath } from './vite.config.ts';
import { SESSION_SLOT, VIEWER_FILE } from './src/bundle/embedded-session.ts';

// The viewer as one HTML file (dist/omniscope-viewer.html), the page `omniscope bundle` and
// "Save as HTML" put a session into: scripts, styles and workers inline, so it opens from
// file:// with no request at all, which its own policy forbids besides.

/**
 * The app's workers load from their own files (`new Worker(new URL(…), { type: 'module' })`),
 * which a page opened from file:// may not do: here each comes from a Blob of its bundled code
 * (Vite's `?worker&inline`).
 */
const WORKER =
  /new Worker\(\s*new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\),\s*\{\s*type: 'module',?\s*\},?\s*\)/g;

const inlineWorkers: Plugin = {
  name: 'omniscope-inline-workers',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('new Worker(')) return null;
    const imports: string[] = [];
    const out = code.replace(WORKER, (_, path: string) => {
      const name = `InlineWorker${imports.length}`;
      imports.push(`import ${name} from '${path}?worker&inline';`);
      return `new ${name}()`;
    });
    if (imports.length === 0) this.error(`a worker in ${id} is not created the usual way`);
    return { code: `${imports.join('\n')}\n${out}`, map: null };
  },
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * No source but its own two inline elements (by hash); images only from data: and blob: (the
 * trace's inline images); workers from blob:; nothing to connect to, no form, no base.
 */
function policy(script: string, style: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    'img-src data: blob:',
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The text with `</tag` escaped (`<\/` means `</` in every string and regex), so it cannot end
 * its element early. In a script, `<!--` then `<script` before any `-->` would also keep the
 * real end tag from ending it (the parser's "double escaped" state): that fails the build.
 */
function checkInlinable(text: string, tag: 'script' | 'style'): string {
  const out = text.replaceAll(`</${tag}`, `<\\/${tag}`);
  if (tag !== 'script') return out;
  for (let at = out.indexOf('<!--'); at !== -1; at = out.indexOf('<!--', at + 4)) {
    const end = out.indexOf('-->', at + 4);
    const tail = out.slice(at + 4, end === -1 ? undefined : end);
    if (/<script[\s/>]/i.test(tail))
      throw new Error('the viewer script holds "<!--" then "<script": it cannot be inlined');
  }
  return out;
}

const singleFile: Plugin = {
  name: 'omniscope-single-file',
  enforce: 'post',
  generateBundle(_, bundle) {
    const files = Object.values(bundle);
    const chunks = files.filter((f) => f.type === 'chunk');
    const css = files.filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
    if (chunks.length !== 1) this.error(`expected one script, got ${chunks.length}`);
    const [chunk] = chunks;
    if (chunk?.type !== 'chunk') return;
    // Vite leaves its preload marker where a dynamic import was inlined (the code highlighter,
    // the document view): unreplaced, each such import throws. Inlined, there is nothing to preload.
    const script = checkInlinable(chunk.code.replaceAll('__VITE_PRELOAD__', 'void 0'), 'script');
    const style = checkInlinable(
      css.map((f) => (f.type === 'asset' ? String(f.source) : '')).join('\n'),
      'style',
    );
    const icon = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
    const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy(script, style)}" />
    <meta name="referrer" content="no-referrer" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Omniscope</title>
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(icon)}" />
    <style>${style}</style>
    <script type="module">${script}</script>
  </head>
  <body>
    <div id="root"></div>
    ${SESSION_SLOT}
  </body>
</html>
`;
    for (const f of files) delete bundle[f.fileName];
    this.emitFile({ type: 'asset', fileName: VIEWER_FILE, source: html });
  },
};

export default mergeConfig(
  app,
  defineConfig({
    plugins: [inlineWorkers, singleFile],
    publicDir: false,
    // A page from file:// (origin "null") can start a classic worker from a Blob but not a
    // module one, and a Blob worker cannot import chunks: each is one classic script. A worker
    // that starts workers of its own (search, its kept counters) starts them from Blobs too.
    worker: {
      format: 'iife',
      plugins: () => [secretlintPath, inlineWorkers],
      rolldownOptions: { output: { codeSplitting: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
