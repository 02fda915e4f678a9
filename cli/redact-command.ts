import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { redactionReport } from '../src/redact/apply';
import { findInText, redactText, reportedFinding } from '../src/redact/redact-text';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import type { CliIo } from './io';
import { writeJson } from './write-json';

const realOrSelf = (p: string) => realpath(p).catch(() => resolve(p));

/**
 * `omniscope redact <files...> --out <dir> [--json]`: writes each file, every finding replaced,
 * to `<dir>` under its own name, and reports what was replaced (never the secret). 0 when every
 * file was written, 1 when one could not be read or written, 2 on bad usage. Inputs are never
 * overwritten.
 */
export async function redactCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { json: 'boolean', out: 'string' });
  const out = stringFlag(args, 'out');
  if (out === undefined) throw new UsageError('redact needs --out <dir>');
  if (args.positionals.length === 0) throw new UsageError('redact needs at least one file');
  const names = args.positionals.map((f) => basename(f));
  if (new Set(names).size !== names.length)
    throw new UsageError('two inputs have the same name; redact them into different --out folders');
  await mkdir(out, { recursive: true });
  const inputs = new Set(await Promise.all(args.positionals.map(realOrSelf)));
  const findings = [];
  const failures: { file: string; error: string }[] = [];
  for (const file of args.positionals) {
    const target = join(out, basename(file));
    try {
      if (inputs.has(await realOrSelf(target))) throw new Error('would overwrite an input');
      const text = await readFile(file, 'utf8');
      const found = await findInText(file, text);
      await writeFile(target, redactText(text, found));
      findings.push(...found);
    } catch (e) {
      failures.push({ file, error: e instanceof Error ? e.message : String(e) });
    }
  }
  const report = redactionReport(findings);
  const files = report.files.map((f) => ({ ...f, findings: f.findings.map(reportedFinding) }));
  if (booleanFlag(args, 'json'))
    writeJson({ ok: failures.length === 0, out, ...report, files, failures }, (t) =>
      io.stdout.write(t),
    );
  else {
    for (const f of files) {
      io.stdout.write(`${f.file}: ${f.findings.length} replaced\n`);
      for (const x of f.findings)
        io.stdout.write(
          `  line ${x.line} ${x.path} [${x.start}, ${x.end}) ${x.kind} (${x.rule})\n`,
        );
    }
    for (const f of failures) io.stderr.write(`omniscope: ${f.file}: ${f.error}\n`);
    const counts = Object.entries(report.counts).map(([k, n]) => `${n} ${k}`);
    io.stdout.write(
      `${report.total} replaced${counts.length ? ` (${counts.join(', ')})` : ''}; written to ${out}\n`,
    );
  }
  return failures.length === 0 ? 0 : 1;
}
