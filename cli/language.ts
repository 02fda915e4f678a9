// Which language the command line speaks: --lang, else the POSIX locale (LC_ALL, LC_MESSAGES,
// LANG: the first one set decides, so LC_ALL=C over LANG=zh_CN.UTF-8 speaks English).

import { CATALOGS, type Catalog } from '../src/i18n/catalogs';
import { languageOf, type Language } from '../src/i18n/language';
import { UsageError } from './args';
import type { CliIo } from './io';

export function localeLanguage(env: CliIo['env']): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return languageOf(locale) === 'zh' ? 'zh' : 'en';
}

/** `--lang zh|en` (or `--lang=…`) taken out of the arguments, before any `--`. */
export function takeLanguage(
  argv: readonly string[],
  env: CliIo['env'],
): { language: Language; argv: string[] } {
  const rest: string[] = [];
  let given: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--lang') given = argv[++i] ?? '';
    else if (arg.startsWith('--lang=')) given = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  const fallback = localeLanguage(env);
  if (given === undefined) return { language: fallback, argv: rest };
  const language = given === 'zh' || given === 'en' ? given : undefined;
  if (language === undefined) throw new UsageError(CATALOGS[fallback].cli.errors.lang(given));
  return { language, argv: rest };
}

/** The words for this run: the language `run` chose, else the locale's (a command called alone). */
export const wordsOf = (io: CliIo): Catalog => CATALOGS[io.language ?? localeLanguage(io.env)];
