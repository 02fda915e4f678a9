// `omniscope open` with the reader's browser replaced by a script that records the URL it is
// handed: that URL, opened, shows what was given; Ctrl+C stops the server.
import { expect, test } from '@playwright/test';
import { CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { startPenguinDouble } from '../server/testing/penguin-double';
import { fakeBrowser, start } from './support/cli-process';
import { CHILD_ID, fixturePath, RECORDS, TRACE_FILES } from './support/fixtures';
import { collectRows, conversation } from './support/list';
import { waitForLoaded } from './support/open';
import { PASSWORD, signIn, USER } from './support/penguin-server';

const ALL = TRACE_FILES.reduce((n, f) => n + RECORDS[f], 0);

test('open hands $BROWSER a URL that opens the folder’s session; Ctrl+C stops it', async ({
  page,
}) => {
  const browser = fakeBrowser();
  const folder = fixturePath(TRACE_FILES[0]).replace(/\/[^/]+$/, '');
  const cli = start(process.execPath, ['bin/omniscope.js', 'open', folder], browser.env);
  const [url] = await browser.urls();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?trace=/);
  // The URL is printed too, for when no browser can be started.
  expect(cli.output()).toContain(url);
  await page.goto(url ?? '');
  await expect(await waitForLoaded(page)).toHaveAttribute('data-records', String(ALL));
  await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
  const child = await collectRows(conversation(page), `[data-session="${CHILD_ID}"]`);
  expect(child.length).toBeGreaterThan(5);
  expect(await cli.interrupt()).toBe(0);
  expect(cli.output()).toContain('Omniscope stopped.');
});

test('without a browser, open says so and the printed URL still opens the file', async ({
  page,
}) => {
  const cli = start(process.execPath, ['bin/omniscope.js', 'open', fixturePath(TRACE_FILES[2])], {
    BROWSER: '/nonexistent/browser',
  });
  await expect.poll(cli.output, { timeout: 30_000 }).toContain('No browser could be opened');
  const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(cli.output())?.[0];
  await page.goto(url ?? '');
  await expect(await waitForLoaded(page)).toHaveAttribute(
    'data-records',
    String(RECORDS[TRACE_FILES[2]]),
  );
  expect(await cli.interrupt()).toBe(0);
});

test('open with a PenguinHarness session URL shows that session live, through the proxy', async ({
  page,
}) => {
  const double = await startPenguinDouble({ heartbeatMs: 1000, users: { [USER]: PASSWORD } });
  try {
    const browser = fakeBrowser();
    const sessionUrl = `${double.url}/api/sessions/${CAPTURE_PARENT}`;
    const cli = start(process.execPath, ['bin/omniscope.js', 'open', sessionUrl], browser.env);
    const [url] = await browser.urls();
    expect(new URL(url ?? '').searchParams.get('session')).toBe(CAPTURE_PARENT);
    await page.goto(url ?? '');
    await signIn(page);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    expect(await cli.interrupt()).toBe(0);
  } finally {
    await double.close();
  }
});
