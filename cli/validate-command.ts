import { writeFile } from 'node:fs/promises';
import type { Catalog } from '../src/i18n/catalogs';
import { DEFAULT_MAX_LINE_MB, megabytes } from '../src/ingest/line-splitter';
import { booleanFlag, parseArgs, stringFlag, UsageError, type ParsedArgs } from './args';
import { exitCodeFor, FAIL_ON, githubAnnotations, junitXml, type FailOn } from './ci-report';
import { DEFAULT_MAX_DIAGNOSTICS, formatHuman } from './format-human';
import { painter, wantsColour, type CliIo } from './io';
import { buildReport } from './report';
import { validateFiles, type ValidateOptions } from './validate-files';
import { wordsOf } from './language';
import { writeJson } from './write-json';

type CliErrors = Catalog['cli']['errors'];

function numberFlag(
  args: ParsedArgs,
  name: string,
  fallback: number,
  valid: (n: number) => boolean,
  what: (errors: CliErrors) => string,
): number {
  const text = stringFlag(args, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (text.trim() === '' || !valid(n))
    throw new UsageError((e) => e.flagNeeds(name, what(e), text));
  return n;
}

function failOnFlag(args: ParsedArgs): FailOn {
  const text = stringFlag(args, 'fail-on') ?? 'error';
  const found = FAIL_ON.find((f) => f === text);
  if (found === undefined) throw new UsageError((e) => e.failOn(FAIL_ON.join(', '), text));
  return found;
}

/**
 * `omniscope validate <files...> [--json | --github] [--junit <file>] [--fail-on <level>]
 * [--max-diagnostics N] [--max-record-mb N]`: 0 when no problem reaches the --fail-on level
 * (error by default), 1 when one does.
 */
export async function validateCommand(
  argv: readonly string[],
  io: CliIo,
  options: ValidateOptions = {},
): Promise<number> {
  const args = parseArgs(argv, {
    json: 'boolean',
    'max-diagnostics': 'string',
    'max-record-mb': 'string',
    github: 'boolean',
    junit: 'string',
    'fail-on': 'string',
  });
  const failOn = failOnFlag(args);
  if (booleanFlag(args, 'json') && booleanFlag(args, 'github'))
    throw new UsageError((e) => e.jsonOrGithub);
  const junit = stringFlag(args, 'junit');
  if (junit === '') throw new UsageError((e) => e.junitNeedsFile);
  const maxDiagnostics = numberFlag(
    args,
    'max-diagnostics',
    DEFAULT_MAX_DIAGNOSTICS,
    (n) => Number.isInteger(n) && n >= 0,
    (e) => e.wholeNumber,
  );
  const maxRecordMb = numberFlag(
    args,
    'max-record-mb',
    DEFAULT_MAX_LINE_MB,
    (n) => Number.isFinite(n) && n > 0,
    (e) => e.megabytes,
  );
  if (args.positionals.length === 0) throw new UsageError((e) => e.validateNeedsFile);
  const report = buildReport(
    await validateFiles(args.positionals, { maxLineLength: megabytes(maxRecordMb), ...options }),
  );
  if (junit !== undefined) await writeFile(junit, junitXml(report, failOn));
  if (booleanFlag(args, 'json')) writeJson({ ...report }, (text) => io.stdout.write(text));
  else if (booleanFlag(args, 'github')) io.stdout.write(githubAnnotations(report));
  else io.stdout.write(formatHuman(report, painter(wantsColour(io)), wordsOf(io), maxDiagnostics));
  return exitCodeFor(report, failOn);
}
