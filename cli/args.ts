import type { Catalog } from '../src/i18n/catalogs';
import { en } from '../src/i18n/en';

/** `list`: a string option that may be given more than once. */
export type FlagKind = 'boolean' | 'string' | 'list';
export type FlagSpec = Readonly<Record<string, FlagKind>>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | boolean | string[]>;
}

type CliErrors = Catalog['cli']['errors'];

/**
 * Bad command line: the message goes to stderr with the usage, and the exit code is 2. Given as
 * words of the catalog, it is said in the run's language; `message` is always the English.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  readonly #said: string | ((errors: CliErrors) => string);

  constructor(said: string | ((errors: CliErrors) => string)) {
    super(typeof said === 'string' ? said : said(en.cli.errors));
    this.#said = said;
  }

  in(errors: CliErrors): string {
    return typeof this.#said === 'string' ? this.#said : this.#said(errors);
  }
}

/**
 * `--name value`, `--name=value`, boolean `--name`, and `--` to end options. Every option must be
 * in `spec`; giving one twice is an error rather than a silent "last one wins".
 */
export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const out: ParsedArgs = { positionals: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      for (const rest of argv.slice(i + 1)) out.positionals.push(rest);
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      out.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, eq === -1 ? undefined : eq) : '';
    const kind = name ? spec[name] : undefined;
    if (kind === undefined)
      throw new UsageError((e) => e.unknownOption(eq === -1 ? arg : arg.slice(0, eq)));
    if (name in out.flags && kind !== 'list') throw new UsageError((e) => e.optionTwice(name));
    if (kind === 'boolean') {
      if (eq !== -1) throw new UsageError((e) => e.optionTakesNoValue(name));
      out.flags[name] = true;
      continue;
    }
    const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || (eq === -1 && value.startsWith('--')))
      throw new UsageError((e) => e.optionNeedsValue(name));
    const before = out.flags[name];
    out.flags[name] = kind === 'list' ? [...(Array.isArray(before) ? before : []), value] : value;
  }
  return out;
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

export function listFlag(args: ParsedArgs, name: string): string[] {
  const v = args.flags[name];
  return Array.isArray(v) ? v : [];
}

export function booleanFlag(args: ParsedArgs, name: string): boolean {
  return args.flags[name] === true;
}
