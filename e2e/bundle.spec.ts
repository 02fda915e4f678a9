// A session shared as one HTML file (`omniscope bundle`, "Save as HTML"), opened from disk as the
// colleague who receives it would: the page must show it and make no request at all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { manyFindingsText } from '../test/support/many-findings';
import { plantedTraceLines } from '../test/support/planted-secrets';
import { CHILD_ID, fixturePath, RECORDS, TRACE_FILES } from './support/fixtures';
import { collectRows, conversation, revealIn } from './support/list';
import { keptImagesCase, renderingCase, writeCase } from './rendering-case';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';
import { search, searchCount } from './support/search';

const ALL = TRACE_FILES.reduce((n, f) => n + RECORDS[f], 0);

/** The number of matches once the search has settled. */
async function matches(page: Page): Promise<number> {
  await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
  return Number(await searchCount(page).getAttribute('data-count'));
}

/** The bundled CLI, as a user runs it (the e2e runner builds it first). */
function omniscope(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/omniscope.js', ...args], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

/** Every URL the page asks for, the page itself included (workers started from a Blob too). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** What reached beyond the page: anything but the file itself and the Blobs it made. */
const network = (urls: readonly string[], file: string) =>
  urls.filter((u) => u !== file && !u.startsWith('blob:'));

test('a bundle opens from file:// with no request: records, rows and search work', async ({
  page,
}) => {
  const out = join(mkdtempSync(join(tmpdir(), 'bundle-e2e-')), 'session.html');
  omniscope('bundle', ...TRACE_FILES.map(fixturePath), '-o', out);
  const file = pathToFileURL(out).href;
  const urls = recordRequests(page);
  await page.goto(file);
  const status = await waitForLoaded(page);
  await expect(status).toHaveAttribute('data-records', String(ALL));
  await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
  const childRows = await collectRows(
    conversation(page),
    `[data-depth="1"] [data-session="${CHILD_ID}"]`,
  );
  expect(childRows.length).toBeGreaterThan(5);
  await search(page, 'greeting');
  expect(await matches(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
  // Read-only and offline: no server to connect to; the Trace files can still be saved.
  await expect(page.getByTestId('connect-button')).toHaveCount(0);
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-file')).toHaveCount(TRACE_FILES.length);
  await expect(page.getByTestId('save-html')).toHaveCount(0);
  expect(network(urls, file)).toEqual([]);
  // The page's own policy forbids any connection: a fetch from it is refused before it is sent.
  const fetched = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(fetched).toBe('refused');
  expect(network(urls, file)).toEqual([]);
});

test('a bundle handed to Open in the app opens the session inside it', async ({ page }) => {
  const out = join(mkdtempSync(join(tmpdir(), 'bundle-e2e-')), 'shared.html');
  omniscope('bundle', ...TRACE_FILES.map(fixturePath), '-o', out);
  await pickFiles(page, [out]);
  const status = await waitForLoaded(page);
  await expect(status).toHaveAttribute('data-records', String(ALL));
  await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
});

test('Save as HTML writes a file that opens offline; redacted first, it says what it replaced', async ({
  page,
  context,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-e2e-'));
  const input = join(dir, 'planted.jsonl');
  writeFileSync(input, `${plantedTraceLines().join('\n')}\n`);
  await pickFiles(page, [input]);
  await waitForLoaded(page);
  await page.getByTestId('save-button').click();
  await page.getByTestId('save-html-redact').check();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-html').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('planted.html');
  await expect(page.getByTestId('save-html-status')).toContainText(/Redacted: [1-9]\d* replaced/);
  const out = join(dir, 'saved.html');
  await saved.saveAs(out);

  const reader = await context.newPage();
  const file = pathToFileURL(out).href;
  const urls = recordRequests(reader);
  await reader.goto(file);
  await waitForLoaded(reader);
  await search(reader, '[REDACTED:');
  expect(await matches(reader)).toBeGreaterThan(0);
  await search(reader, 'alice.doe@example.org');
  expect(await matches(reader)).toBe(0);
  expect(network(urls, file)).toEqual([]);
});

test('Save as HTML, redacted first, of a file with 300,000 findings says what it replaced', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-e2e-'));
  const input = join(dir, 'many.jsonl');
  writeFileSync(input, `${plantedTraceLines().join('\n')}\n${manyFindingsText(300_000)}`);
  await pickFiles(page, [input]);
  await waitForLoaded(page);
  await page.getByTestId('save-button').click();
  await page.getByTestId('save-html-redact').check();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-html').click();
  expect((await download).suggestedFilename()).toBe('many.html');
  await expect(page.getByTestId('save-html-status')).toContainText(/Redacted: 300,0\d\d replaced/);
});

test('the same session saved as HTML by the app and by the CLI opens alike', async ({ page }) => {
  await openFixtures(page, [...TRACE_FILES]);
  await page.getByTestId('save-button').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-html').click();
  await expect(page.getByTestId('save-html-status')).toContainText('Saved');
  const out = join(mkdtempSync(join(tmpdir(), 'bundle-e2e-')), 'app.html');
  await (await download).saveAs(out);
  await page.goto(pathToFileURL(out).href);
  await expect(await waitForLoaded(page)).toHaveAttribute('data-records', String(ALL));
});

test('on a narrow window the Save menu, Save as HTML included, stays inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 700 });
  await openFixtures(page, [...TRACE_FILES]);
  // At this width the header's actions are folded into its menu.
  await page.getByTestId('header-menu').click();
  await page.getByTestId('save-button').click();
  for (const id of ['save-menu', 'save-html', 'save-html-redact']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(400);
  }
});

test('a bundle draws the large images of its files, read from the file it carries', async ({
  page,
}) => {
  const out = join(mkdtempSync(join(tmpdir(), 'bundle-e2e-')), 'shots.html');
  omniscope('bundle', writeCase(keptImagesCase()), '-o', out);
  await page.goto(pathToFileURL(out).href);
  await waitForLoaded(page);
  const image = await revealIn(
    conversation(page),
    page.locator('[data-tool-call-id=call_shots] [data-testid=data-image]').first(),
  );
  await expect(image).toHaveAttribute('data-kept', 'true');
  await expect
    .poll(() => image.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(200);
});

test('a bundle highlights code as the app does (its code-split parts are inlined whole)', async ({
  page,
}) => {
  const out = join(mkdtempSync(join(tmpdir(), 'bundle-e2e-')), 'code.html');
  omniscope('bundle', writeCase(renderingCase()), '-o', out);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(out).href);
  await waitForLoaded(page);
  const text = await revealIn(
    conversation(page),
    page.locator('[data-kind=text]').filter({ hasText: 'Here is the plan' }),
  );
  const code = text.getByTestId('code-block');
  await code.scrollIntoViewIfNeeded();
  await expect(code.locator('pre')).toHaveAttribute('data-highlighted', 'true');
  await expect(code.locator('.hljs-keyword').first()).toHaveText('export');
  expect(errors).toEqual([]);
});
