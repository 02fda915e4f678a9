import { describe, expect, it } from 'vitest';
import { msPerUpdate, pageWork, type MetricSample } from './page-work';

const sample = (o: Partial<MetricSample>): MetricSample => ({
  ThreadTime: 0,
  ProcessTime: 0,
  ScriptDuration: 0,
  RecalcStyleDuration: 0,
  LayoutDuration: 0,
  LayoutCount: 0,
  RecalcStyleCount: 0,
  ...o,
});

describe('pageWork', () => {
  it('turns the counters’ seconds of CPU into ms per second of stream', () => {
    const before = sample({ ThreadTime: 10, ScriptDuration: 4, LayoutCount: 100 });
    const after = sample({ ThreadTime: 16, ScriptDuration: 7, LayoutCount: 300, ProcessTime: 10 });
    expect(pageWork(before, after, 20)).toMatchObject({
      mainThreadMsPerS: 300,
      scriptMsPerS: 150,
      layoutsPerS: 10,
      rendererMsPerS: 500,
    });
  });

  it('gives the cost of one update drawn, none when nothing was drawn', () => {
    expect(msPerUpdate(300, 30)).toBe(10);
    expect(msPerUpdate(300, 0)).toBeNull();
  });
});
