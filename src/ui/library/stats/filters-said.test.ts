import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { filtersSaid } from './filters-said';

describe('the filters the stats view counts within, in words', () => {
  it('names each filter with its value, in the filter bar order', () => {
    expect(
      filtersSaid({ agent: 'coder', project: 'acme', errors: '1', status: 'done' }, en.library),
    ).toBe('Project acme · Agent coder · Status completed · Has errors');
    expect(filtersSaid({}, en.library)).toBe('');
  });
});
