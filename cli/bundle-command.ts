import { readFile, writeFile } from 'node:fs/promises';
import { englishOf } from '../src/problems/problem-text';
import { basename, join } from 'node:path';
import { embedSession, VIEWER_FILE, type EmbeddedFile } from '../src/bundle/embedded-session';
import { gzipBase64 } from '../src/bundle/gzip-base64';
import { redactWhole } from '../src/redact/redact-stream';
import { redactionReport, replacedSummary } from '../src/redact/report';
import type { Finding } from '../src/redact/scan';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import { escapeControls } from './escape-controls';
import { inputFiles } from './input-files';
import type { CliIo } from './io';
import { wordsOf } from './language';
import { REDACT_KIND } from './redact-command';
import { defaultStaticDir } from './static-dir';
import { kindOf } from './validate-files';

export interface BundleDeps {
  /** The built single-page viewer (dist/omniscope-viewer.html). */
  viewerPath: string;
}

const defaultBundleDeps = (): BundleDeps => ({ viewerPath: join(defaultStaticDir(), VIEWER_FILE) });

/** `-o` is the one short option: `--out` elsewhere, `-o` as people write it for an output file. */
const longOut = (argv: readonly string[]) => {
  const end = argv.indexOf('--');
  return argv.map((a, i) => (a === '-o' && (end === -1 || i < end) ? '--out' : a));
};

/** The file's text, with every likely secret replaced when `findings` is given. */
async function contentOf(file: string, findings: Finding[] | null): Promise<Blob> {
  const bytes = await readFile(file);
  if (!findings) return new Blob([bytes]);
  const found = await kindOf(file);
  if ('code' in found) throw new Error(`${file}: not redacted: ${englishOf(found)}`);
  const redacted = redactWhole(basename(file), REDACT_KIND[found.kind], bytes.toString('utf8'));
  // One by one: push(...list) passes every item as an argument, and a file's hundreds of
  // thousands of findings overflowed the stack.
  for (const f of redacted.findings) findings.push(f);
  return new Blob([redacted.text]);
}

/**
 * `omniscope bundle <files|folders...> -o <file.html> [--redact]`: one HTML file that opens the
 * session in any browser from disk, with no request (the viewer with the files inside it,
 * compressed). `--redact` replaces likely secrets first, as `omniscope redact` does, and says
 * what it replaced. 0 when written, 1 when an input or the viewer cannot be read, 2 on bad usage.
 */
export async function bundleCommand(
  argv: readonly string[],
  io: CliIo,
  deps: BundleDeps = defaultBundleDeps(),
): Promise<number> {
  const args = parseArgs(longOut(argv), { out: 'string', redact: 'boolean' });
  const out = stringFlag(args, 'out');
  if (out === undefined || out === '') throw new UsageError((e) => e.bundleNeedsOut);
  if (args.positionals.length === 0) throw new UsageError((e) => e.bundleNeedsInput);
  const { cli, redact } = wordsOf(io);
  let viewer: string;
  try {
    viewer = await readFile(deps.viewerPath, 'utf8');
  } catch {
    io.stderr.write(`omniscope: ${cli.commands.viewerNotBuilt(deps.viewerPath)}\n`);
    return 1;
  }
  const findings = booleanFlag(args, 'redact') ? ([] as Finding[]) : null;
  let files: EmbeddedFile[];
  try {
    const paths = await inputFiles(args.positionals);
    if (paths.length === 0) throw new Error(cli.commands.noTraceFound);
    const names = paths.map((p) => basename(p));
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) throw new Error(cli.commands.twoInputsNamed(twice));
    files = [];
    for (const path of paths)
      files.push({ name: basename(path), gzip: await gzipBase64(await contentOf(path, findings)) });
  } catch (e) {
    io.stderr.write(`omniscope: ${escapeControls(e instanceof Error ? e.message : String(e))}\n`);
    return 1;
  }
  const html = embedSession(viewer, files);
  await writeFile(out, html);
  if (findings) {
    const report = redactionReport(findings);
    for (const f of report.files)
      io.stdout.write(`${cli.commands.replacedIn(escapeControls(f.file), f.findings.length)}\n`);
    io.stdout.write(`${cli.commands.redacted(replacedSummary(report, redact))}\n`);
  }
  const size = (Buffer.byteLength(html) / 1024 / 1024).toFixed(2);
  io.stdout.write(`${cli.commands.wrote(escapeControls(out), files.length, size)}\n`);
  return 0;
}
