import { describe, expect, it } from 'vitest';
import { narrowFilters } from './narrow-filters';

describe('the filters behind a bar of a filtered stats view', () => {
  it("keeps the view's filters beside the bar's", () => {
    expect(narrowFilters({ project: 'acme', agent: 'coder' }, { tool: 'read_file' })).toEqual({
      project: 'acme',
      agent: 'coder',
      tool: 'read_file',
    });
    expect(narrowFilters({}, { model: 'm', from: '2026-03-02', to: '2026-03-08' })).toEqual({
      model: 'm',
      from: '2026-03-02',
      to: '2026-03-08',
    });
  });

  it("keeps the days both keep: a week's bar of a range that starts or ends in it", () => {
    expect(
      narrowFilters(
        { from: '2026-03-04', to: '2026-03-06' },
        { from: '2026-03-02', to: '2026-03-08' },
      ),
    ).toEqual({ from: '2026-03-04', to: '2026-03-06' });
    expect(narrowFilters({ from: '2026-03-04' }, { from: '2026-03-05', to: '2026-03-05' })).toEqual(
      {
        from: '2026-03-05',
        to: '2026-03-05',
      },
    );
  });
});
