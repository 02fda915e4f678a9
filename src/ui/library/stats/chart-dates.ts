// The chart's time axis in the reader's language. uPlot writes dates from templates with English
// month and day names and a 12-hour clock; in Chinese, the names come from Intl and hours run 0–23.
import uPlot from 'uplot';
import { LOCALE, type Language } from '../../../i18n/language';

const names = (language: Language, options: Intl.DateTimeFormatOptions, days: number[]) => {
  const format = new Intl.DateTimeFormat(LOCALE[language], { ...options, timeZone: 'UTC' });
  return days.map((d) => format.format(new Date(d)));
};

const MONTHS = Array.from({ length: 12 }, (_, m) => Date.UTC(2024, m, 1));
// 2024-01-07 was a Sunday: uPlot's day names start on Sunday.
const WEEK = Array.from({ length: 7 }, (_, d) => Date.UTC(2024, 0, 7 + d));

function dateNames(language: Language): uPlot.DateNames {
  return {
    MMMM: names(language, { month: 'long' }, MONTHS),
    MMM: names(language, { month: 'short' }, MONTHS),
    WWWW: names(language, { weekday: 'long' }, WEEK),
    WWW: names(language, { weekday: 'short' }, WEEK),
  };
}

/** uPlot's `fmtDate` for `language`; undefined for English, which uPlot speaks already. */
export function chartDates(language: Language): uPlot.DateFormatterFactory | undefined {
  if (language === 'en') return undefined;
  const named = dateNames(language);
  return (template) =>
    uPlot.fmtDate(
      template.replaceAll('{h}:{mm}{aa}', '{H}:{mm}').replaceAll('{h}{aa}', '{H}:00'),
      named,
    );
}
