// Recording a live connection: the saved `.sse` capture holds every event and the heartbeats
// received between them, with arrival times, and opens again with the same counts.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startFaultSseServer, type FaultSseServer } from '../server/testing/fault-sse-server';
import { pickFiles, waitForLoaded } from './support/open';
import { openInspector } from './support/stream-debugger';

const EVENTS = 235;
let fault: FaultSseServer;

test.beforeAll(async () => {
  fault = await startFaultSseServer({ heartbeatMs: 300 });
});
test.afterAll(async () => fault.close());

test('a live stream saved as .sse keeps its heartbeats and arrival times, and opens again', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const url = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
  await page.goto(`/?sse=${encodeURIComponent(url)}`);
  const panel = await openInspector(page);
  // The server beats every 300 ms once it has sent everything: comments, not events.
  await expect
    .poll(
      async () => Number(await panel.getByTestId('event-comments').getAttribute('data-count')),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  // Besides the 235 SSE events the inspector lists the history fetched after the compaction
  // (PROTOCOL.md §12), which a capture does not hold.
  expect(Number(await panel.getByTestId('event-count').getAttribute('data-count'))).toBeGreaterThan(
    EVENTS,
  );

  await page.getByTestId('save-button').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-capture').click();
  const saved = info.outputPath('live.sse');
  await (await download).saveAs(saved);
  const text = readFileSync(saved, 'utf8');
  expect(text).toMatch(/^: arrived \d{4}-[^\n]*\n: heartbeat\n/m);
  // SSE events the refetched history already held are dropped unlogged, so the capture holds
  // the events before the compaction, then what the history holds past them, then the rest.
  const ids = text.match(/^id: /gm)?.length ?? 0;
  expect(ids).toBeGreaterThan(200);
  expect(ids).toBeLessThanOrEqual(EVENTS);
  const tasks = page.getByTestId('outline').getByTestId('outline-task');
  const liveTasks = await tasks.allInnerTexts();
  expect(liveTasks).toHaveLength(2);

  await pickFiles(page, [saved]);
  await waitForLoaded(page);
  const reopened = await openInspector(page);
  const events = (text.match(/^data: /gm) ?? []).length;
  await expect(reopened.getByTestId('event-count')).toHaveAttribute('data-count', String(events));
  const beats = (text.match(/^: heartbeat$/gm) ?? []).length;
  await expect(reopened.getByTestId('event-comments')).toHaveAttribute('data-count', String(beats));
  // Read as one stream, the history fetched again after the compaction repeats nothing.
  await expect(tasks).toHaveText(liveTasks);
  await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
});
