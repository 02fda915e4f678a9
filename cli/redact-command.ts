import { createReadStream, createWriteStream } from 'node:fs';
import { englishOf } from '../src/problems/problem-text';
import { mkdir, realpath, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { once } from 'node:events';
import { ByteRedactor, type NotUtf8Line } from '../src/redact/redact-bytes';
import type { RedactKind } from '../src/redact/redact-stream';
import { redactionReport, replacedSummary, reportedFinding } from '../src/redact/report';
import type { Finding } from '../src/redact/scan';
import { booleanFlag, parseArgs, stringFlag, UsageError } from './args';
import { escapeControls } from './escape-controls';
import type { CliIo } from './io';
import { en } from '../src/i18n/en';
import { wordsOf } from './language';
import { CHUNK_BYTES } from './read-text';
import type { SourceKind } from './source-kind';
import { kindOf } from './validate-files';
import { writeJson } from './write-json';

const realOrSelf = (p: string) => realpath(p).catch(() => resolve(p));
export const REDACT_KIND: Readonly<Record<SourceKind, RedactKind>> = {
  jsonl: 'jsonl',
  sse: 'sse',
  history: 'json',
};

/**
 * Streams `file` through a Redactor into `target`: never the whole file in memory, except a
 * `.json` document, which is one value. Written beside the target first, so a failure leaves no
 * half-redacted file under the final name.
 */
async function redactFile(
  file: string,
  kind: RedactKind,
  target: string,
): Promise<{ findings: Finding[]; notUtf8: NotUtf8Line[] }> {
  const redactor = new ByteRedactor(file, kind);
  const partial = `${target}.partial`;
  const out = createWriteStream(partial);
  const write = async (bytes: Uint8Array) => {
    if (bytes.length > 0 && !out.write(bytes)) await once(out, 'drain');
  };
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }))
      await write(redactor.push(chunk as Buffer));
    await write(redactor.finish());
    out.end();
    await once(out, 'finish');
    await rename(partial, target);
    return { findings: redactor.findings, notUtf8: redactor.notUtf8 };
  } catch (e) {
    out.destroy();
    await rm(partial, { force: true });
    throw e;
  }
}

/**
 * `omniscope redact <files...> --out <dir> [--json]`: writes each file, every finding replaced,
 * to `<dir>` under its own name, and reports what was replaced (never the secret). Trace files,
 * SSE captures and `.json` responses are all scanned; a file that cannot be (not a regular file,
 * unknown format, unreadable) is reported as not scanned. 0 when every file was written, 1 when
 * one was not, 2 on bad usage. Inputs are never overwritten.
 */
export async function redactCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { json: 'boolean', out: 'string' });
  const out = stringFlag(args, 'out');
  if (out === undefined) throw new UsageError((e) => e.redactNeedsOut);
  if (args.positionals.length === 0) throw new UsageError((e) => e.redactNeedsFile);
  const names = args.positionals.map((f) => basename(f));
  if (new Set(names).size !== names.length) throw new UsageError((e) => e.redactSameName);
  await mkdir(out, { recursive: true });
  const inputs = new Set(await Promise.all(args.positionals.map(realOrSelf)));
  // Each file's lists, joined once at the end: push(...list) passes every item as an argument,
  // and a file's hundreds of thousands of findings overflowed the stack.
  const findingsOf: Finding[][] = [];
  const notUtf8Of: ({ file: string } & NotUtf8Line)[][] = [];
  const failures: { file: string; error: string }[] = [];
  // The JSON keeps the English sentence (scripts read it); the terminal says it in the run's words.
  const reasons: string[] = [];
  for (const file of args.positionals) {
    const target = join(out, basename(file));
    try {
      if (inputs.has(await realOrSelf(target))) throw new Error('would overwrite an input');
      const found = await kindOf(file);
      if ('code' in found) throw new Error(englishOf(found));
      const done = await redactFile(file, REDACT_KIND[found.kind], target);
      findingsOf.push(done.findings);
      notUtf8Of.push(done.notUtf8.map((l) => ({ file, ...l })));
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      failures.push({ file, error: en.cli.commands.notScanned(error) });
      reasons.push(error);
    }
  }
  const report = redactionReport(findingsOf.flat());
  // Lines written byte for byte, or rewritten where a secret was replaced: said, never silent.
  const notUtf8 = notUtf8Of.flat();
  const files = report.files.map((f) => ({ ...f, findings: f.findings.map(reportedFinding) }));
  if (booleanFlag(args, 'json'))
    writeJson({ ok: failures.length === 0, out, ...report, files, notUtf8, failures }, (t) =>
      io.stdout.write(t),
    );
  else {
    const { cli, redact } = wordsOf(io);
    for (const f of files) {
      io.stdout.write(`${cli.commands.replacedIn(escapeControls(f.file), f.findings.length)}\n`);
      for (const x of f.findings) {
        io.stdout.write(
          `${cli.commands.finding(x.line, escapeControls(x.path), x.start, x.end, x.kind, x.rule)}\n`,
        );
        const later = x.laterPieces?.map((p) => p.line).join(redact.listSeparator);
        if (later) io.stdout.write(`${cli.commands.findingPieces(later)}\n`);
      }
    }
    for (const { file, line, rewritten } of notUtf8)
      io.stdout.write(
        `${(rewritten ? cli.commands.notUtf8Rewritten : cli.commands.notUtf8Kept)(escapeControls(file), line)}\n`,
      );
    failures.forEach((f, i) =>
      io.stderr.write(
        `omniscope: ${escapeControls(f.file)}: ${escapeControls(cli.commands.notScanned(reasons[i] ?? ''))}\n`,
      ),
    );
    io.stdout.write(
      failures.length === args.positionals.length
        ? `${cli.commands.nothingWritten(escapeControls(out))}\n`
        : `${cli.commands.writtenTo(replacedSummary(report, redact), escapeControls(out))}\n`,
    );
  }
  return failures.length === 0 ? 0 : 1;
}
