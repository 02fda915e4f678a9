// "a, b and c" / "a、b 和 c" through Intl.ListFormat.

import { LOCALE, type Language } from './language';

const formats = new Map<string, Intl.ListFormat>();

export function listOf(
  language: Language,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const key = `${language}:${type}`;
  let format = formats.get(key);
  if (format === undefined)
    formats.set(key, (format = new Intl.ListFormat(LOCALE[language], { type })));
  return format.format(items);
}
