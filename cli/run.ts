import { version } from '../package.json';
import { UsageError } from './args';
import { bundleCommand } from './bundle-command';
import { indexCommand } from './index-command';
import { ingestCommand, type IngestDeps } from './ingest-command';
import { openCommand } from './open-command';
import type { CliIo } from './io';
import { queryCommand } from './query-command';
import { redactCommand } from './redact-command';
import { serveCommand, type ServeDeps } from './serve-command';
import {
  BUNDLE_USAGE,
  INDEX_USAGE,
  INGEST_USAGE,
  OPEN_USAGE,
  QUERY_USAGE,
  REDACT_USAGE,
  SERVE_USAGE,
  USAGE,
  VALIDATE_USAGE,
} from './usage';
import { validateCommand } from './validate-command';
import type { ValidateOptions } from './validate-files';

export interface RunDeps {
  serve?: ServeDeps;
  validate?: ValidateOptions;
  ingest?: IngestDeps;
}

const HELP = new Map([
  ['validate', VALIDATE_USAGE],
  ['serve', SERVE_USAGE],
  ['redact', REDACT_USAGE],
  ['index', INDEX_USAGE],
  ['query', QUERY_USAGE],
  ['ingest', INGEST_USAGE],
  ['bundle', BUNDLE_USAGE],
  ['open', OPEN_USAGE],
]);
const helpFor = (command: string | undefined) => HELP.get(command ?? '') ?? USAGE;
const wantsHelp = (argv: readonly string[]) =>
  argv.some((a) => a === '--help' || a === '-h') && !argv.includes('--');

/** The whole CLI as a function: arguments in, exit code out (0 ok, 1 failure, 2 bad usage). */
export async function run(argv: readonly string[], io: CliIo, deps: RunDeps = {}): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) throw new UsageError('missing command');
    if (command === '--version') {
      io.stdout.write(`omniscope ${version}\n`);
      return 0;
    }
    if (command === 'help' || command === '--help' || command === '-h') {
      io.stdout.write(helpFor(rest[0]));
      return 0;
    }
    if (HELP.has(command) && wantsHelp(rest)) {
      io.stdout.write(helpFor(command));
      return 0;
    }
    if (command === 'validate') return await validateCommand(rest, io, deps.validate);
    if (command === 'redact') return await redactCommand(rest, io);
    if (command === 'index') return await indexCommand(rest, io);
    if (command === 'query') return await queryCommand(rest, io);
    if (command === 'ingest') return await ingestCommand(rest, io, deps.ingest);
    if (command === 'serve') return await serveCommand(rest, io, deps.serve);
    if (command === 'bundle') return await bundleCommand(rest, io);
    if (command === 'open') return await openCommand(rest, io);
    throw new UsageError(`unknown command "${command}"`);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`omniscope: ${e.message}\n\n${helpFor(command)}`);
    return 2;
  }
}
