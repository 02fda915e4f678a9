// "3 minutes ago" / "3 分钟前" through Intl.RelativeTimeFormat, in the largest unit that fits.

import { LOCALE, type Language } from './language';

const formats = new Map<Language, Intl.RelativeTimeFormat>();

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** `deltaMs` before now is negative ("… ago"), after now positive ("in …"). */
export function relativeTime(language: Language, deltaMs: number): string {
  let format = formats.get(language);
  if (format === undefined)
    formats.set(
      language,
      (format = new Intl.RelativeTimeFormat(LOCALE[language], { numeric: 'auto' })),
    );
  for (const [unit, ms] of UNITS)
    if (Math.abs(deltaMs) >= ms || unit === 'second')
      return format.format(Math.round(deltaMs / ms), unit);
  return format.format(0, 'second');
}
