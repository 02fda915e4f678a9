// The stats chart's choices as the library URL says them: `measure=cost|tokens`,
// `period=week`, `by=agent|project`. A default is left out, so a plain `?library&tab=stats`
// stays plain and a shared link shows the chart its sender saw.
import type { GroupBy, Measure, Period } from '../../../library/stats';

export const MEASURES = ['cost', 'tokens'] as const satisfies readonly Measure[];
export const PERIODS = ['day', 'week'] as const satisfies readonly Period[];
export const GROUPS = ['model', 'agent', 'project'] as const satisfies readonly GroupBy[];

export interface ChartView {
  /** Absent: the library's own (cost, or tokens when nothing has a price). */
  measure?: Measure;
  period: Period;
  by: GroupBy;
}

export const DEFAULT_CHART: ChartView = { period: 'day', by: 'model' };

const oneOf = <T extends string>(options: readonly T[], text: string | null): T | undefined =>
  options.find((o) => o === text);

export function chartViewOf(p: URLSearchParams): ChartView {
  const measure = oneOf(MEASURES, p.get('measure'));
  return {
    ...(measure === undefined ? {} : { measure }),
    period: oneOf(PERIODS, p.get('period')) ?? DEFAULT_CHART.period,
    by: oneOf(GROUPS, p.get('by')) ?? DEFAULT_CHART.by,
  };
}

/** Sets on `p` the choices that are not the defaults. */
export function setChartParams(p: URLSearchParams, chart: ChartView): void {
  if (chart.measure !== undefined) p.set('measure', chart.measure);
  if (chart.period !== DEFAULT_CHART.period) p.set('period', chart.period);
  if (chart.by !== DEFAULT_CHART.by) p.set('by', chart.by);
}
