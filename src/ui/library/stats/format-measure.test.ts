import { describe, expect, it } from 'vitest';
import { axisLabels } from './format-measure';

describe('the value axis of the spend chart', () => {
  it('writes costs with the places their steps need, cents at least', () => {
    expect(axisLabels([0, 0.2, 0.4, 0.6000000000000001], 'cost')).toEqual([
      '$0',
      '$0.20',
      '$0.40',
      '$0.60',
    ]);
    expect(axisLabels([0, 0.025, 0.05], 'cost')).toEqual(['$0', '$0.025', '$0.050']);
    expect(axisLabels([0, 5, 10], 'cost')).toEqual(['$0', '$5', '$10']);
    expect(axisLabels([0, 2.5, 5], 'cost')).toEqual(['$0', '$2.50', '$5.00']);
  });

  it('writes tokens as the rest of the app does', () => {
    expect(axisLabels([0, 50_000, 100_000], 'tokens')).toEqual(['0', '50k', '100k']);
  });
});
