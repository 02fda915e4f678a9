// Flinging through a loaded document: frames per second while the list scrolls a screenful and
// more per frame, against the same page's frame rate at rest, and the most DOM nodes in the list.
import type { Page } from '@playwright/test';
import { fmt, log, row } from '../measure';

export interface ScrollFigures {
  records: number;
  fps: number;
  idleFps: number;
  maxDomNodes: number;
  /** How far the fling got, as a share of the list's height. */
  covered: number;
  where: string;
}

export async function benchScroll(
  page: Page,
  records: number,
  seconds = 5,
): Promise<ScrollFigures> {
  log(`\nBrowser scroll: fling through ${fmt(records, 0)} records for ${seconds} s`);
  const r = await page.evaluate(async (seconds) => {
    const list = document.querySelector('[data-testid=conversation]') as HTMLElement;
    const frames = (ms: number, each: () => void) =>
      new Promise<number>((resolve) => {
        let n = 0;
        const t0 = performance.now();
        const tick = () => {
          each();
          n++;
          const t = performance.now() - t0;
          if (t < ms) requestAnimationFrame(tick);
          else resolve((n * 1000) / t);
        };
        requestAnimationFrame(tick);
      });
    const idle = await frames(1000, () => {});
    list.scrollTop = 0;
    let maxNodes = 0;
    const step = Math.max(list.clientHeight * 1.5, list.scrollHeight / (seconds * 60));
    const fps = await frames(seconds * 1000, () => {
      list.scrollTop += step;
      maxNodes = Math.max(maxNodes, list.getElementsByTagName('*').length);
    });
    return {
      idle,
      fps,
      maxNodes,
      covered: list.scrollTop / Math.max(1, list.scrollHeight - list.clientHeight),
    };
  }, seconds);
  row(
    'frames per second while flinging',
    `${fmt(r.fps)} fps`,
    `${fmt(r.idle)} fps at rest`,
    r.fps / r.idle,
  );
  row('most DOM nodes inside the list', fmt(r.maxNodes, 0));
  row('share of the list flung through', `${fmt(r.covered * 100, 0)} %`);
  return {
    records,
    fps: Math.round(r.fps * 10) / 10,
    idleFps: Math.round(r.idle * 10) / 10,
    maxDomNodes: r.maxNodes,
    covered: Math.round(r.covered * 100) / 100,
    where: 'chromium: scrollTop moved every animation frame, frames counted in the page',
  };
}
