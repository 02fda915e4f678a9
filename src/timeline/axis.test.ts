import { describe, expect, it } from 'vitest';
import { axisLabels } from './axis';

const format = (ms: number) =>
  ms >= 3_600_000 ? `${Math.floor(ms / 3_600_000)}h ${Math.floor(ms / 60_000) % 60}m` : `${ms} ms`;

describe('axisLabels', () => {
  it('labels ticks as offsets from the task start', () => {
    expect(axisLabels({ from: 0, to: 400 }, 0, format)).toEqual([
      '+0 ms',
      '+100 ms',
      '+200 ms',
      '+300 ms',
      '+400 ms',
    ]);
  });

  it('zoomed so narrow that offsets read the same, labels the rest from the first tick', () => {
    const hour = 3_600_000;
    expect(axisLabels({ from: hour, to: hour + 400 }, 0, format)).toEqual([
      '+1h 0m',
      '+100 ms',
      '+200 ms',
      '+300 ms',
      '+400 ms',
    ]);
  });
});
