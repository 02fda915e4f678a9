// Series colours of the stats charts: mid shades that read on the light and the dark surface
// alike, so one list serves both themes. The class draws a legend swatch (and makes Tailwind
// emit the colour's variable); the variable is what the canvas paints with.
export const SERIES_COLOURS = [
  { swatch: 'bg-indigo-500', variable: '--color-indigo-500' },
  { swatch: 'bg-emerald-500', variable: '--color-emerald-500' },
  { swatch: 'bg-amber-500', variable: '--color-amber-500' },
  { swatch: 'bg-sky-500', variable: '--color-sky-500' },
  { swatch: 'bg-rose-500', variable: '--color-rose-500' },
  { swatch: 'bg-violet-500', variable: '--color-violet-500' },
  { swatch: 'bg-teal-500', variable: '--color-teal-500' },
  { swatch: 'bg-orange-500', variable: '--color-orange-500' },
  { swatch: 'bg-lime-500', variable: '--color-lime-500' },
  { swatch: 'bg-fuchsia-500', variable: '--color-fuchsia-500' },
] as const;

export const seriesColour = (i: number) =>
  SERIES_COLOURS[i % SERIES_COLOURS.length] ?? SERIES_COLOURS[0];

/** A theme token or Tailwind colour as the canvas needs it, read from the page's current theme. */
export const cssColour = (variable: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || 'gray';
