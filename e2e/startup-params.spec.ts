// Page parameters that are not http(s) URLs are reported with the reason on the page, and the
// valid ones still open; a refused stream is never requested, so it never retries.
import { expect, test } from '@playwright/test';
import { PARENT_001, RECORDS } from './support/fixtures';
import { gotoApp, waitForLoaded } from './support/open';

// A shared 2-core machine can be slow; nothing here is timed.
test.describe.configure({ timeout: 120_000 });

test('bad ?trace= / ?sse= / ?replay= values are reported; the others still open', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const good = `/samples/penguin-session-a/${PARENT_001}`;
  await gotoApp(
    page,
    `/?trace=http://%5B&sse=javascript:alert(1)&replay=file:///etc/passwd&trace=${good}`,
  );
  const problems = page.getByTestId('startup-problem');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toHaveAttribute('data-param', 'trace');
  await expect(problems.nth(0)).toContainText('not a valid URL');
  await expect(problems.nth(1)).toHaveAttribute('data-param', 'sse');
  await expect(problems.nth(1)).toContainText('javascript: URLs are not opened');
  await expect(problems.nth(2)).toHaveAttribute('data-param', 'replay');
  await expect(problems.nth(2)).toContainText('file: URLs are not opened');

  // The valid trace opened, and it is the only document: no live connection was made.
  const status = await waitForLoaded(page);
  await expect(status).toHaveAttribute('data-records', String(RECORDS[PARENT_001]));
  await expect(page.getByTestId('doc-tab')).toHaveCount(1);
  await expect(page.getByTestId('connection-state')).toHaveCount(0);
  expect(requested.filter((u) => !u.startsWith('http'))).toEqual([]);
});

test('only refused values: the start page shows why', async ({ page }) => {
  await gotoApp(page, '/?sse=javascript:alert(1)');
  await expect(page.getByTestId('start-page')).toBeVisible();
  await expect(page.getByTestId('startup-problem')).toContainText(
    'javascript: URLs are not opened: only http and https',
  );
  await expect(page.getByTestId('doc-tab')).toHaveCount(0);
});

test('a ?trace= link with a password is refused unsent: the password masked, the real reason said', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const link = encodeURIComponent('https://user:s3cret@example.invalid/x.jsonl');
  await gotoApp(page, `/?trace=${link}`);
  const problem = page.getByTestId('startup-problem');
  await expect(problem).toContainText('https://user:***@example.invalid/x.jsonl');
  await expect(problem).toContainText('a link with a user name or password');
  await expect(problem).not.toContainText('s3cret');
  await expect(problem).not.toContainText('CORS');
  await expect(page.getByTestId('doc-tab')).toHaveCount(0);
  expect(requested.filter((u) => u.startsWith('https://user'))).toEqual([]);

  // The same in Chinese.
  await gotoApp(page, `/?lang=zh&trace=${link}`);
  await expect(problem).toContainText('含用户名或密码的链接无法由本页面获取');
  await expect(problem).toContainText('未打开');
  await expect(problem).not.toContainText('s3cret');
});

test('why a ?trace= or ?sse= link was not opened is said in Chinese', async ({ page }) => {
  await gotoApp(page, `/?lang=zh&sse=javascript:alert(1)`);
  await expect(page.getByTestId('startup-problem')).toContainText(
    '不打开 javascript: URL：只打开 http 和 https',
  );
  // Nothing listens on this port: no answer, said in the reader's language.
  await gotoApp(page, `/?lang=zh&trace=${encodeURIComponent('http://localhost:4429/x.jsonl')}`);
  const status = page.getByTestId('load-status');
  await expect(status).toHaveAttribute('data-load-state', 'error', { timeout: 15_000 });
  await expect(status).toContainText('GET http://localhost:4429/x.jsonl：没有应答');
  await expect(status).not.toContainText('no answer');
});
