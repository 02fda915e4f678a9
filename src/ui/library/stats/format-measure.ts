import type { Measure } from '../../../library/stats';
import { formatTokens } from '../../common/format';
import { formatCost } from '../../cost/format-cost';

export const formatMeasure = (v: number, measure: Measure): string =>
  measure === 'cost' ? formatCost(v) : formatTokens(v);

/** The fewest decimal places, from `least`, that write every value of `values` exactly. */
function placesFor(values: readonly number[], least: number): number {
  const exact = (p: number) =>
    values.every((v) => Math.abs(v * 10 ** p - Math.round(v * 10 ** p)) < 1e-6);
  let places = least;
  while (places < 6 && !exact(places)) places += 1;
  return places;
}

/**
 * The value axis's labels: as many decimals as its steps need. Costs under a dollar read with
 * four places elsewhere, which gave the axis "$0.2000", "$0.4000".
 */
export function axisLabels(splits: readonly number[], measure: Measure): string[] {
  if (measure !== 'cost') return splits.map((v) => formatMeasure(v, measure));
  const places = splits.every(Number.isInteger) ? 0 : placesFor(splits, 2);
  return splits.map((v) => (v === 0 ? '$0' : `$${v.toFixed(places)}`));
}
