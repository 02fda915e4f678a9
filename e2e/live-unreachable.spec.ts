// A live link that has not connected once: the list says to whom, why not and when the next
// attempt comes, on a phone too (where the header folds the connection's pill away), and lets
// the reader try now or stop.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startFaultSseServer, type FaultSseServer } from '../server/testing/fault-sse-server';
import { gotoApp } from './support/open';

let fault: FaultSseServer;
/** Takes connections and resets them at once: fetch rejects, no HTTP answer comes. */
let resetting: Server;
let resettingUrl: string;

test.beforeAll(async () => {
  fault = await startFaultSseServer();
  resetting = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((r) => resetting.listen(0, '127.0.0.1', r));
  resettingUrl = `http://127.0.0.1:${(resetting.address() as AddressInfo).port}/events`;
});
test.afterAll(async () => {
  await fault.close();
  await new Promise((r) => resetting.close(r));
});

test('a stream that never answers says why on a phone, and Disconnect stops it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page, `/?sse=${encodeURIComponent(resettingUrl)}`);
  const notice = page.getByTestId('live-unreachable');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-kind', 'network');
  await expect(notice).toContainText(`No connection to ${resettingUrl} yet`);
  await expect(notice).toContainText('No answer came');
  await expect(page.getByTestId('live-unreachable-reason')).toHaveText('Failed to fetch');
  await expect(page.getByTestId('live-unreachable-next')).toHaveText(
    /^(Reconnecting in \d+ s|Trying again…)$/,
  );
  await page.getByTestId('live-unreachable-disconnect').click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('conversation-empty')).toHaveText(
    'The connection ended before any record came.',
  );

  await gotoApp(page, `/?lang=zh&sse=${encodeURIComponent(resettingUrl)}`);
  await expect(notice).toContainText(`尚未连接到 ${resettingUrl}`);
  await expect(notice).toContainText('没有收到任何应答');
  await expect(page.getByTestId('live-retry-now')).toHaveText('立即重试');
});

test('a server answering errors says so, and Retry now connects without waiting', async ({
  page,
}) => {
  fault.reset();
  fault.setFaults({ failStreams: 5 });
  const url = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
  await gotoApp(page, `/?sse=${encodeURIComponent(url)}`);
  const notice = page.getByTestId('live-unreachable');
  await expect(notice).toHaveAttribute('data-kind', 'http');
  await expect(notice).toContainText('The server answered with an error.');
  await expect(page.getByTestId('live-unreachable-reason')).toHaveText('HTTP 503: starting up');
  // A live link reads no file: the header says what it waits for, not "Reading 0 B".
  await expect(page.getByTestId('load-status')).toHaveText('Waiting for the session · 0 records');
  // After the fifth refusal the wait is 8 to 16 s: a connection within 2 s of the click is the
  // button's, whenever the poll saw the fifth.
  await expect.poll(() => fault.connections.length, { timeout: 30_000 }).toBe(5);
  await expect(page.getByTestId('live-unreachable-next')).toHaveText(
    /^Reconnecting in ([4-9]|1\d) s$/,
  );
  await page.getByTestId('live-retry-now').click();
  await expect.poll(() => fault.connections.length, { timeout: 2_000 }).toBe(6);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('conversation').locator('[data-index]').first()).toBeVisible();
});

test('a link that closes before any record says why in the list, a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoApp(page);
  // This server answers the app's page there, not an event stream: no retry can help.
  const wrong = new URL('/no-such-stream', page.url()).href;
  await gotoApp(page, `/?sse=${encodeURIComponent(wrong)}`);
  await expect(page.getByTestId('conversation-empty')).toContainText(
    'The connection ended before any record came.',
  );
  await expect(page.getByTestId('conversation-empty-reason')).toContainText(
    'not an event stream (Content-Type: text/html',
  );
  await expect(page.getByTestId('live-unreachable')).toHaveCount(0);
});

test('the reasons that carry values read in Chinese: an error answer, an answer not a stream', async ({
  page,
}) => {
  fault.reset();
  fault.setFaults({ failStreams: 100 });
  const url = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
  await gotoApp(page, `/?lang=zh&sse=${encodeURIComponent(url)}`);
  await expect(page.getByTestId('live-unreachable')).toHaveAttribute('data-kind', 'http');
  await expect(page.getByTestId('live-unreachable-reason')).toHaveText('HTTP 503：starting up');
  await page.getByTestId('live-unreachable-disconnect').click();

  const wrong = new URL('/no-such-stream', page.url()).href;
  await gotoApp(page, `/?lang=zh&sse=${encodeURIComponent(wrong)}`);
  await expect(page.getByTestId('conversation-empty-reason')).toContainText(
    '不是事件流（Content-Type：text/html',
  );
  await expect(page.getByTestId('connection-state')).toHaveText(/^已关闭：不是事件流/);
});
