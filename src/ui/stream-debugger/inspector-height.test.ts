import { describe, expect, it } from 'vitest';
import { INSPECTOR_MIN_PX, clampInspectorHeight } from './inspector-height';

describe('clampInspectorHeight', () => {
  it('keeps a chosen height between the minimum and the window', () => {
    expect(clampInspectorHeight(300.4, 800)).toBe(300);
    expect(clampInspectorHeight(10, 800)).toBe(INSPECTOR_MIN_PX);
    expect(clampInspectorHeight(5000, 800)).toBe(800);
  });

  it('null, or a value that is no number, is the default share', () => {
    expect(clampInspectorHeight(null, 800)).toBeNull();
    expect(clampInspectorHeight(Number.NaN, 800)).toBeNull();
  });
});
