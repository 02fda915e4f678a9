// Counted nouns through Intl.PluralRules: "1 request" / "2 requests", "3 个请求".

import { LOCALE, type Language } from './language';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

function cached<T>(map: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = map.get(language);
  if (value === undefined) map.set(language, (value = make(LOCALE[language])));
  return value;
}

/** Whole numbers with the language's grouping: 45,703. */
export function formatInteger(language: Language, n: number): string {
  if (!Number.isFinite(n)) return '?';
  return cached(
    numbers,
    language,
    (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }),
  ).format(Math.round(n));
}

/** The form for `n` with `#` replaced by the formatted number. */
export function countOf(language: Language, n: number, forms: Forms): string {
  const rule = cached(rules, language, (l) => new Intl.PluralRules(l)).select(n);
  return (forms[rule] ?? forms.other).replaceAll('#', formatInteger(language, n));
}
