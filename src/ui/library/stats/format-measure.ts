import type { Measure } from '../../../library/stats';
import { formatTokens } from '../../common/format';
import { formatCost } from '../../cost/format-cost';

export const formatMeasure = (v: number, measure: Measure): string =>
  measure === 'cost' ? formatCost(v) : formatTokens(v);
