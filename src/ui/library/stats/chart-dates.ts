// The chart's time axis: labelled at its bars, in the reader's language. uPlot's own axis is a
// clock's, with English names and a 12-hour clock.
import { LOCALE, type Language } from '../../../i18n/language';

/**
 * Where the time axis is labelled: at the bars' own days (each a day's or a week's start), every
 * n-th of them so labels stay `gapPx` apart. uPlot's own ticks are a clock's: a single day drew
 * thirteen hour marks, "12pm" to "12pm", under one bar of that day.
 */
export function periodTicks(xs: readonly number[], widthPx: number, gapPx = 64): number[] {
  const every = Math.max(1, Math.ceil((xs.length * gapPx) / Math.max(widthPx, 1)));
  return xs.filter((_, i) => i % every === 0);
}

/** A period's label under its bar: its first day, the year added where it changes. */
export function periodLabels(language: Language): (seconds: readonly number[]) => string[] {
  const day = new Intl.DateTimeFormat(LOCALE[language], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const withYear = new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (seconds) =>
    seconds.map((s, i) => {
      const at = new Date(s * 1000);
      const prev = i > 0 ? new Date((seconds[i - 1] as number) * 1000) : undefined;
      const yearShown = prev === undefined || prev.getUTCFullYear() !== at.getUTCFullYear();
      return (yearShown ? withYear : day).format(at);
    });
}
