import { version } from '../package.json';
import { UsageError } from './args';
import { bundleCommand } from './bundle-command';
import { indexCommand } from './index-command';
import { ingestCommand, type IngestDeps } from './ingest-command';
import { openCommand } from './open-command';
import { titleWithoutPasswords } from './process-title';
import type { CliIo } from './io';
import { queryCommand } from './query-command';
import { redactCommand } from './redact-command';
import { serveCommand, type ServeDeps } from './serve-command';
import type { Catalog } from '../src/i18n/catalogs';
import { takeLanguage, wordsOf } from './language';
import { validateCommand } from './validate-command';
import type { ValidateOptions } from './validate-files';

export interface RunDeps {
  serve?: ServeDeps;
  validate?: ValidateOptions;
  ingest?: IngestDeps;
}

type Usage = Catalog['cli']['usage'];

const COMMANDS = ['validate', 'serve', 'redact', 'index', 'query', 'ingest', 'bundle', 'open'];
const isCommand = (name: string | undefined): name is Exclude<keyof Usage, 'main'> =>
  COMMANDS.includes(name ?? '');
const helpFor = (usage: Usage, command: string | undefined) =>
  isCommand(command) ? usage[command] : usage.main;
const wantsHelp = (argv: readonly string[]) =>
  argv.some((a) => a === '--help' || a === '-h') && !argv.includes('--');

/** The whole CLI as a function: arguments in, exit code out (0 ok, 1 failure, 2 bad usage). */
export async function run(argv: readonly string[], io: CliIo, deps: RunDeps = {}): Promise<number> {
  let command = argv[0];
  const title = titleWithoutPasswords(argv);
  if (title !== undefined) process.title = title;
  try {
    const chosen = takeLanguage(argv, io.env);
    io = { ...io, language: chosen.language };
    const [name, ...rest] = chosen.argv;
    command = name;
    const usage = wordsOf(io).cli.usage;
    if (command === undefined) throw new UsageError((e) => e.missingCommand);
    if (command === '--version') {
      io.stdout.write(`omniscope ${version}\n`);
      return 0;
    }
    if (command === 'help' || command === '--help' || command === '-h') {
      const topic = rest[0];
      if (topic !== undefined && topic !== 'help' && !isCommand(topic))
        throw new UsageError((e) => e.unknownCommand(topic));
      io.stdout.write(helpFor(usage, topic));
      return 0;
    }
    if (isCommand(command) && wantsHelp(rest)) {
      io.stdout.write(helpFor(usage, command));
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
    const unknown = command;
    throw new UsageError((e) => e.unknownCommand(unknown));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const words = wordsOf(io).cli;
    io.stderr.write(`omniscope: ${e.in(words.errors)}\n\n${helpFor(words.usage, command)}`);
    return 2;
  }
}
