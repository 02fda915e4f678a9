import type { Locator, Page } from '@playwright/test';

/** A chip of the filter bar by its name: a kind, a role, a status, `tool-…` or `session-…`. */
export const filterChip = (page: Page, name: string): Locator =>
  page.getByTestId('filter-bar').getByTestId(`filter-${name}`);
