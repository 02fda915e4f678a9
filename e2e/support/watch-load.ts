import type { Page } from '@playwright/test';

export interface LoadSample {
  state: string;
  records: number;
  /** Conversation rows in the DOM at that moment. */
  rows: number;
}

/**
 * Records every change of the load status from now on (a MutationObserver in the page, so a
 * fast load is not missed between polls). Call the returned function to get the samples.
 */
export async function watchLoad(page: Page): Promise<() => Promise<LoadSample[]>> {
  await page.evaluate(() => {
    const samples: LoadSample[] = [];
    (window as unknown as { __loadSamples: LoadSample[] }).__loadSamples = samples;
    const sample = () => {
      const el = document.querySelector('[data-testid=load-status]');
      if (!el) return;
      samples.push({
        state: el.getAttribute('data-load-state') ?? '',
        records: Number(el.getAttribute('data-records')),
        rows: document.querySelectorAll('[data-testid=conversation] [data-index]').length,
      });
    };
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-records', 'data-load-state'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __loadSamples: LoadSample[] }).__loadSamples);
}
