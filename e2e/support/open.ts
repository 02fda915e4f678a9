// Ways in, as a user takes them: the file picker, a drop on the window, a paste.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { writeGeneratedTrace, type GeneratedTrace } from '../../test/support/generate-trace';
import { fixturePath } from './fixtures';

/** The active document's load status; `data-load-state` is loading | done | error. */
export const loadStatus = (page: Page): Locator => page.getByTestId('load-status');

/** Waits until the active document is fully read, and returns its load status. */
export async function waitForLoaded(page: Page, timeout = 15_000): Promise<Locator> {
  const status = loadStatus(page);
  await expect(status).toHaveAttribute('data-load-state', 'done', { timeout });
  return status;
}

/**
 * Opens the app as a static viewer: the test server offers a live demo session through
 * /api/omniscope/config, which would open a document of its own, so the config is answered 404.
 */
export async function gotoApp(page: Page, path = '/'): Promise<void> {
  await page.route('**/api/omniscope/config', (route) => route.fulfill({ status: 404 }));
  await page.goto(path);
  await expect(page.getByTestId('app')).toBeVisible();
}

async function ensureApp(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await gotoApp(page);
}

/** Picks files through the hidden `<input type=file data-testid=file-input>`. */
export async function pickFiles(page: Page, paths: readonly string[]): Promise<void> {
  await ensureApp(page);
  await page.getByTestId('file-input').setInputFiles([...paths]);
}

/** Opens fixture files of penguin-session-a by name and waits until they are read. */
export async function openFixtures(page: Page, names: readonly string[]): Promise<Locator> {
  await pickFiles(page, names.map(fixturePath));
  return waitForLoaded(page);
}

/** Writes a generated trace of `records`, opens it through the picker and waits until it is read. */
export async function openGenerated(
  page: Page,
  records: number,
  timeout = 120_000,
): Promise<GeneratedTrace & { path: string }> {
  const trace = writeGeneratedTrace(records);
  await gotoApp(page);
  await pickFiles(page, [trace.path]);
  await waitForLoaded(page, timeout);
  return trace;
}

/**
 * Drops files on the window the way a browser does: dragenter, dragover, drop with a
 * DataTransfer holding them. Reads each file into the page, so keep them small (< a few MB).
 */
export async function dropFiles(page: Page, paths: readonly string[]): Promise<void> {
  await ensureApp(page);
  const files = paths.map((p) => ({ name: basename(p), text: readFileSync(p, 'utf8') }));
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list)
      data.items.add(new File([f.text], f.name, { type: 'application/x-ndjson' }));
    const fire = (type: string) =>
      document.body.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
      );
    fire('dragenter');
    fire('dragover');
    fire('drop');
  }, files);
}

/** Pastes text with the clipboard shortcut, as on the start page. */
export async function pasteText(page: Page, text: string): Promise<void> {
  await ensureApp(page);
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }),
    );
  }, text);
}

/** Picks a whole folder through the `webkitdirectory` input, as "Open folder" does. */
export async function pickFolder(page: Page, dir: string): Promise<void> {
  await ensureApp(page);
  await page.getByTestId('folder-input').setInputFiles(dir);
}
