// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { renderRows } from '../../../test/support/render-rows';

afterEach(cleanup);

describe('rows drawn from records', () => {
  it('draws a user prompt and an assistant answer as their text', () => {
    const b = createTraceBuilder();
    const view = renderRows(
      recs([b.meta('s1'), b.text('user', 'Count the files'), b.text('assistant', 'There are 3.')]),
    );
    expect(view.kind('text').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Count the files'),
      expect.stringContaining('There are 3.'),
    ]);
  });
});
