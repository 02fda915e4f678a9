import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manyFindingsText } from '../test/support/many-findings';
import { plantedSurvivors, plantedTraceLines } from '../test/support/planted-secrets';
import { embeddedJsonOf, readEmbedded, SESSION_SLOT } from '../src/bundle/embedded-session';
import { gunzipBase64 } from '../src/bundle/gzip-base64';
import { bundleCommand } from './bundle-command';
import type { CliIo } from './io';

function memoryIo() {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: { write: (t: string) => (out.stdout += t) },
    stderr: { write: (t: string) => (out.stderr += t) },
    env: {},
  };
  return { io, out };
}

/** A stand-in for the built viewer: its script names the data block's tag too, as the real one. */
const VIEWER = `<html><script>const tag = '<script type="application/json" id="omniscope-session">';</script>${SESSION_SLOT}</html>`;

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-cmd-'));
  const viewerPath = join(dir, 'viewer.html');
  writeFileSync(viewerPath, VIEWER);
  return { dir, viewerPath };
}

async function filesIn(html: string): Promise<Record<string, string>> {
  const json = embeddedJsonOf(html);
  if (json === null) throw new Error('no session in the file');
  const files = await Promise.all(
    readEmbedded(json).map(async (f) => [f.name, await (await gunzipBase64(f.gzip)).text()]),
  );
  return Object.fromEntries(files);
}

describe('omniscope bundle', () => {
  it('puts each file, byte for byte, into the viewer', async () => {
    const { dir, viewerPath } = setup();
    const a = join(dir, 'a.jsonl');
    const text = '{"x":"</script><b>é"}\n';
    writeFileSync(a, text);
    const { io, out } = memoryIo();
    const code = await bundleCommand([a, '-o', join(dir, 's.html')], io, { viewerPath });
    expect(out.stderr).toBe('');
    expect(code).toBe(0);
    const html = readFileSync(join(dir, 's.html'), 'utf8');
    expect(html.startsWith('<html><script>const tag')).toBe(true);
    expect(await filesIn(html)).toEqual({ 'a.jsonl': text });
    expect(out.stdout).toMatch(/^Wrote .*s\.html \(1 file, /);
  });

  it('--redact replaces the planted secrets first and says what it replaced', async () => {
    const { dir, viewerPath } = setup();
    const planted = join(dir, 'planted.jsonl');
    const original = `${plantedTraceLines().join('\n')}\n`;
    writeFileSync(planted, original);
    const { io, out } = memoryIo();
    const target = join(dir, 's.html');
    expect(await bundleCommand([planted, '--redact', '-o', target], io, { viewerPath })).toBe(0);
    const inside = (await filesIn(readFileSync(target, 'utf8')))['planted.jsonl'] ?? '';
    const { missed, altered } = plantedSurvivors(original, inside);
    expect(missed).toEqual([]);
    expect(altered).toEqual([]);
    expect(out.stdout).toMatch(/planted\.jsonl: [1-9]\d* replaced/);
    expect(out.stdout).toMatch(/Redacted: [1-9]\d* replaced \(/);
  });

  it('--redact on a file with 300,000 findings: gathering them does not overflow the stack', async () => {
    const { dir, viewerPath } = setup();
    const many = join(dir, 'many.jsonl');
    writeFileSync(many, manyFindingsText(300_000));
    const { io, out } = memoryIo();
    const target = join(dir, 's.html');
    expect(await bundleCommand([many, '--redact', '-o', target], io, { viewerPath })).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toContain('Redacted: 300,000 replaced (300,000 email)');
  }, 120_000);

  it('says when the viewer is not built or nothing can be read', async () => {
    const { dir, viewerPath } = setup();
    const { io, out } = memoryIo();
    const missing = { viewerPath: join(dir, 'none.html') };
    expect(await bundleCommand([dir, '-o', join(dir, 'x.html')], io, missing)).toBe(1);
    expect(out.stderr).toMatch(/viewer is not built/);
    expect(await bundleCommand([dir, '-o', join(dir, 'x.html')], io, { viewerPath })).toBe(1);
    expect(out.stderr).toMatch(/no Trace file/);
  });
});
