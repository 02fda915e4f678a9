// A library search hit in a tool's error body (JSON) reads as whole tokens: its snippet never
// begins or ends inside a key or a string, as `…ssion_denied","message":"The…` did.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { fileText, linesOf, tempRoot, tracesFolder } from '../test/support/library-tree';
import { createTraceBuilder } from '../test/support/trace-builder';
import { serveLibrary } from './support/library-tree';

const ID = 'session-2026-03-01-10-00-00-0000e001';
const ERROR_BODY = JSON.stringify({
  error: {
    code: 'E_SANDBOX_DENIED',
    request_id: 'req_01HZX3Y8K2',
    type: 'permission_denied',
    message: 'The sandbox refused to open /etc/shadow for reading',
    details: { path: '/etc/shadow', mode: 'r', uid: 1000, policy: 'workspace-only' },
  },
});

let app: RunningServer;
test.beforeAll(async () => {
  const root = tempRoot();
  const b = createTraceBuilder({ start: '2026-03-01T10:00:00.000Z', step: 1000 });
  const lines = linesOf([
    b.makeMeta({ session_id: ID, model_id: 'claude-sonnet-4-5' }),
    b.text('user', 'Show me the password file'),
    b.begin(),
    b.call('call_1', 'read_file', '{"path":"/etc/passwd"}'),
    b.end('completed'),
    b.output('call_1', ERROR_BODY, undefined, 'failed'),
  ]);
  writeFileSync(
    join(tracesFolder(root, 'acme', 'coder', '2026-03-01'), `${ID}_001.jsonl`),
    fileText(lines),
  );
  app = await serveLibrary([root]);
});
test.afterAll(async () => app.close());

test('a hit in a tool error\'s JSON body shows whole tokens, not `…":"…` fragments', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&tab=search&q=shadow`);
  const hit = page.getByTestId('library-hit').first();
  await expect(hit).toBeVisible();
  const snippet = (await hit.getByTestId('library-hit-snippet').textContent()) ?? '';
  expect(snippet).toContain('shadow');
  // What is cut away is marked "…"; what is shown begins and ends at a token's edge.
  const shown = snippet.replace(/^…\s*/, '').replace(/\s*…$/, '');
  expect(shown, snippet).toMatch(/^[{["\w/]/);
  expect(shown, snippet).toMatch(/[}\]"\w]$/);
  // A JSON string is never opened by the cut: its quotes pair up.
  const quotes = shown.replace(/\\"/g, '').split('"').length - 1;
  expect(quotes % 2, snippet).toBe(0);
  expect(shown, snippet).toContain('"message":"The sandbox refused to open /etc/shadow');
});
