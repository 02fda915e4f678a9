import { booleanFlag, parseArgs, UsageError } from './args';
import { formatHuman } from './format-human';
import { painter, wantsColour, type CliIo } from './io';
import { buildReport } from './report';
import { validateFiles, type ValidateOptions } from './validate-files';

/** `omniscope validate <files...> [--json]`: 0 when no error, 1 when any error. */
export async function validateCommand(
  argv: readonly string[],
  io: CliIo,
  options: ValidateOptions = {},
): Promise<number> {
  const args = parseArgs(argv, { json: 'boolean' });
  if (args.positionals.length === 0) throw new UsageError('validate needs at least one file');
  const report = buildReport(await validateFiles(args.positionals, options));
  io.stdout.write(
    booleanFlag(args, 'json')
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatHuman(report, painter(wantsColour(io))),
  );
  return report.ok ? 0 : 1;
}
