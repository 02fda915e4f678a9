// `omniscope serve <folder>`: a session whose last call waits for a person's approval is not cut
// off however long the person takes: its row reads that it needs approval, and the status filter
// counts it running.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { fileText, linesOf, tempRoot, tracesFolder } from '../test/support/library-tree';
import { createTraceBuilder } from '../test/support/trace-builder';
import { serveLibrary } from './support/library-tree';

const ASKING = 'session-2026-01-08-10-00-00-0000a001';
const STOPPED = 'session-2026-01-08-10-00-00-0000a002';
/** A root, the subagent its call runs, and that one's subagent, whose call asks. */
const CHAIN = [
  'session-2026-01-08-11-00-00-0000b001',
  'session-2026-01-08-11-00-01-0000b002',
  'session-2026-01-08-11-00-02-0000b003',
];
let app: RunningServer;
let chain: RunningServer;

/** Each session of CHAIN runs the next from an allowed call; the last one's call asks. */
function writeChain(): string {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-08');
  const b = createTraceBuilder({ start: '2026-01-08T11:00:00.000Z', step: 1000 });
  const hourAgo = (Date.now() - 3_600_000) / 1000;
  CHAIN.forEach((id, i) => {
    const child = CHAIN[i + 1];
    const path = join(dir, `${id}_001.jsonl`);
    const lines = linesOf([
      b.makeMeta({ session_id: id, ...(i === 0 ? {} : { source: 'subagent' }) }),
      b.text('user', 'Run the build'),
      b.begin(),
      ...(child
        ? [
            b.call('run_1', 'spawn_agent', '{}'),
            b.decide('run_1', 'allow'),
            b.makeSubagent({ session_id: child }),
          ]
        : [b.call('call_1', 'exec_command', '{"cmd":"make"}'), b.end('completed')]),
    ]);
    writeFileSync(path, fileText(lines));
    utimesSync(path, hourAgo, hourAgo);
  });
  return root;
}

test.beforeAll(async () => {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-08');
  const b = createTraceBuilder({ start: '2026-01-08T10:00:00.000Z', step: 1000 });
  const write = (id: string, asks: boolean) => {
    const path = join(dir, `${id}_001.jsonl`);
    const lines = linesOf([
      b.makeMeta({ session_id: id }),
      b.text('user', 'Run the build'),
      b.begin(),
      b.call('call_1', 'exec_command', '{"cmd":"make"}'),
      // Allowed and running when its producer stopped; or not decided yet.
      ...(asks ? [] : [b.decide('call_1', 'allow')]),
      b.end('completed'),
    ]);
    writeFileSync(path, fileText(lines));
    // Both written an hour ago: past the window in which a session being written reads running.
    const hourAgo = (Date.now() - 3_600_000) / 1000;
    utimesSync(path, hourAgo, hourAgo);
  };
  write(ASKING, true);
  write(STOPPED, false);
  app = await serveLibrary([root]);
  chain = await serveLibrary([writeChain()]);
});
test.afterAll(async () => {
  await app.close();
  await chain.close();
});

for (const { lang, asking, cut } of [
  { lang: 'en', asking: 'waiting', cut: 'cut off' },
  { lang: 'zh', asking: '审批等待', cut: '已截断' },
]) {
  test(`a call waiting an hour for approval reads as needing it, not cut off (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${app.url}/?library&lang=${lang}`);
    const status = (id: string) =>
      page.locator(`[data-testid=library-row][data-session-id="${id}"] [data-column=status]`);
    await expect(status(ASKING)).toHaveText(asking);
    await expect(status(STOPPED)).toHaveText(cut);
    // The filter knows it as running.
    await page.goto(`${app.url}/?library&lang=${lang}&status=running`);
    await expect(status(ASKING)).toHaveText(asking);
    await expect(page.getByTestId('library-row')).toHaveCount(1);
  });

  test(`a grandchild waiting for approval holds up every session above it (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${chain.url}/?library&lang=${lang}`);
    await expect(page.getByTestId('library-row')).toHaveCount(CHAIN.length);
    for (const id of CHAIN)
      await expect(
        page.locator(`[data-testid=library-row][data-session-id="${id}"] [data-column=status]`),
      ).toHaveText(asking);
  });
}
