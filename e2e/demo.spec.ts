// `omniscope serve` opens its demo session live by default: a subagent, a retry countdown and
// approvals that the reader can answer.
import { expect, test } from '@playwright/test';
import { CHILD_TITLE, FIRST_PROMPT, MAIN_TITLE } from '../server/demo/session';
import type { RunningServer } from '../server/index';
import { startDemo } from './support/demo-server';

let app: RunningServer;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  app = await startDemo();
});
test.afterAll(async () => app.close());

test('the demo opens live by default and shows its subagent, a countdown and approvals', async ({
  page,
}) => {
  // Records what ever appeared, since a countdown or a pending approval lasts about a second.
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: Record<string, boolean> };
    w.__seen = {};
    const look = () => {
      for (const id of ['retry-countdown', 'approval-slot', 'child-card', 'task-state'])
        if (document.querySelector(`[data-testid="${id}"]`)) w.__seen[id] = true;
      // A row of the child session, drawn inside its card.
      if (document.querySelector('[data-item-id][data-session]:not([data-session=""])'))
        w.__seen['child-row'] = true;
    };
    addEventListener('DOMContentLoaded', () =>
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true }),
    );
  });
  await page.goto(app.url);
  const state = page.getByTestId('connection-state');
  await expect(state).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  await expect(state).toHaveText('Live');
  await expect(page.getByTestId('doc-tab')).toHaveCount(1);
  // The header's title is the one the server gave the session, although it went out on the
  // stream before this reader came (the first prompt, long, stood in for it).
  await expect(page.getByTestId('doc-title')).toHaveAttribute('title', MAIN_TITLE);
  await expect(page.getByTestId('doc-title')).not.toHaveAttribute('title', FIRST_PROMPT);

  // Pause holds what arrives; resume applies it.
  await page.getByTestId('live-pause').click();
  await expect(state).toHaveAttribute('data-state', 'paused');
  await expect(state).toContainText('Paused');
  await page.waitForTimeout(1500);
  await expect(state).toContainText(/Paused · \d+ new/);
  await page.getByTestId('live-resume').click();
  await expect(state).toHaveAttribute('data-state', 'live');

  // The reader answers a pending approval (the demo decides by itself after about a second).
  const posts: { url: string; status: number; body: unknown }[] = [];
  page.on('response', (r) => {
    if (/\/approvals\//.test(r.url()))
      posts.push({ url: r.url(), status: r.status(), body: r.request().postDataJSON() });
  });
  // A pending approval lasts about a second, less than a round trip to a busy page can take:
  // the page itself clicks the first Allow button the moment it is drawn.
  await page.evaluate(() => {
    const w = window as unknown as { __clicked?: string };
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid=approve-allow]');
      const card = button?.closest('[data-tool-call-id]');
      if (!button || !card || w.__clicked) return;
      w.__clicked = card.getAttribute('data-tool-call-id') ?? '';
      observer.disconnect();
      button.click();
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  const clicked = () =>
    page.evaluate(() => (window as unknown as { __clicked?: string }).__clicked);
  await expect.poll(clicked, { timeout: 90_000 }).toBeTruthy();
  const callId = await clicked();
  expect(callId).toBeTruthy();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toEqual({
    url: expect.stringContaining(`/approvals/${encodeURIComponent(callId ?? '')}`),
    status: 200,
    body: { decision: 'allow' },
  });

  await expect(state).toHaveAttribute('data-state', 'live');

  const seen = () =>
    page.evaluate(() => (window as unknown as { __seen: Record<string, boolean> }).__seen);
  await expect.poll(seen, { timeout: 90_000, intervals: [500] }).toMatchObject({
    'retry-countdown': true,
    'child-card': true,
    'child-row': true,
    'task-state': true,
  });
  // The outline (open beside the list at this width) names the subagent by the title the server
  // gave it, not by its id's tail. It lies early in the session: the outline is scrolled there.
  const outline = page.getByTestId('outline');
  await outline.locator('.overflow-y-auto').evaluate((el) => (el.scrollTop = 0));
  await expect(outline.getByTestId('outline-child').first()).toHaveText(`⤷ ${CHILD_TITLE}`);
  // The filter bar's session chips name it the same way.
  const sessions = page.getByTestId('filter-bar').getByRole('group', { name: 'Session' });
  await expect(sessions.locator('[data-testid^=filter-session-]').nth(1)).toContainText(
    CHILD_TITLE,
  );
  // Cut to the chip's width, it is read whole on hover.
  await expect(
    sessions.locator('[data-testid^=filter-session-]').nth(1).locator('[title]'),
  ).toHaveAttribute('title', CHILD_TITLE);

  // A reader who comes after the subagent started names it too: its title went out once, on the
  // parent's stream, and the server's session route answers the child by its id.
  const late = await page.context().newPage();
  await late.goto(app.url);
  await expect(late.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
    timeout: 15_000,
  });
  const lateOutline = late.getByTestId('outline');
  await expect(lateOutline.getByTestId('outline-child').first()).toBeAttached();
  await lateOutline.locator('.overflow-y-auto').evaluate((el) => (el.scrollTop = 0));
  await expect(lateOutline.getByTestId('outline-child').first()).toHaveText(`⤷ ${CHILD_TITLE}`);
});
