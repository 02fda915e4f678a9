// The library, the Connect panel with a live session, the redaction pane and the runs compare in
// Chinese: each screen says our words in 中文, none of our English strings shows, and nothing clips
// at 1280 px or 390 px, in light and dark (screenshots for a look in /tmp/shots-d/).
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { divergingRuns } from '../test/cases/diverging-runs';
import { writeCase } from '../test/cases/write-cases';
import { writeGeneratedTrace } from '../test/support/generate-trace';
import { showTheme } from './support/axe';
import { en } from '../src/i18n/en';
import { zh } from '../src/i18n/zh';
import { NEEDLE, serveIndexed, serveLibrary, writeLibraryTree } from './support/library-tree';
import {
  CHILD,
  familyLines,
  fileText,
  linesOf,
  PARENT,
  tempRoot,
  tracesFolder,
} from '../test/support/library-tree';
import { createTraceBuilder } from '../test/support/trace-builder';
import { pickFiles, waitForLoaded } from './support/open';
import { openServerBrowser, signIn, startProxiedDouble } from './support/penguin-server';

test.use({ locale: 'zh-CN' });
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-d';
const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const;

type Tree = { [key: string]: unknown };
const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) =>
    typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? strings(v as Tree) : [],
  );
const AREAS = ['library', 'live', 'serverBrowser', 'redact', 'runsCompare'] as const;
/** Our areas' English strings with a word, which Chinese says otherwise. */
const OURS = AREAS.flatMap((a) => {
  const chinese = new Set(strings(zh[a]));
  return strings(en[a]).filter((s) => !chinese.has(s) && /[a-z]{3}/i.test(s));
});

/**
 * Our English strings shown in our screens (the elements with `testIds`): their names, titles,
 * placeholders and texts. The page-wide englishLeaks also catches words of the shell and the
 * trace view that other areas translate and that happen to equal ours ("Cancel", "Model").
 */
async function leaks(page: Page, ...testIds: string[]): Promise<string[]> {
  return page.evaluate(
    ([english, ids]) => {
      const wanted = new Set(english);
      const found = new Set<string>();
      const look = (s: string | null | undefined) => {
        const t = s?.trim();
        if (t && wanted.has(t)) found.add(t);
      };
      for (const id of ids)
        for (const root of document.querySelectorAll(`[data-testid="${id}"]`))
          for (const el of [root, ...root.querySelectorAll('*')]) {
            look(el.getAttribute('aria-label'));
            look(el.getAttribute('title'));
            look(el.getAttribute('placeholder'));
            for (const n of el.childNodes) if (n.nodeType === Node.TEXT_NODE) look(n.textContent);
          }
      return [...found];
    },
    [OURS, testIds] as const,
  );
}

/** The screen as it stands, at both sizes in light and dark; the page is left wide and light. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const dark of [false, true]) {
      await showTheme(page, dark);
      await page.screenshot({
        path: `${SHOTS}/${name}-${size.name}-${dark ? 'dark' : 'light'}.png`,
      });
    }
  }
  await showTheme(page, false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('a session whose files end mid-request', () => {
  let app: RunningServer;
  test.beforeAll(async () => {
    const root = tempRoot();
    const id = 'session-2026-01-03-10-00-00-0000cccc';
    const b = createTraceBuilder({ start: '2026-01-03T10:00:00.000Z', step: 1000 });
    const lines = linesOf([b.makeMeta({ session_id: id }), b.text('user', 'Cut me'), b.begin()]);
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-03');
    const file = join(dir, `${id}_001.jsonl`);
    writeFileSync(file, fileText(lines));
    // Written on its day, not now: a family written in the last 15 minutes reads running.
    const written = new Date('2026-01-03T10:00:03.000Z');
    utimesSync(file, written, written);
    app = await serveIndexed(root);
  });
  test.afterAll(async () => app.close());

  test("is cut off in the table and its filter, in the reader's language", async ({ page }) => {
    for (const [lang, word] of [
      ['zh', '已截断'],
      ['en', 'cut off'],
    ] as const) {
      await page.goto(`${app.url}/?library&lang=${lang}`);
      const row = page.getByTestId('library-row').first();
      await expect(row.locator('[data-column=status]')).toHaveText(word);
      await expect(page.getByTestId('library-filter-status')).toContainText(word);
    }
  });
});

test.describe("a subagent whose file is not under the library's paths", () => {
  let app: RunningServer;
  test.beforeAll(async () => {
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(familyLines().parent));
    app = await serveIndexed(root);
  });
  test.afterAll(async () => app.close());

  test("says its file is missing, not that it completed, in the reader's language", async ({
    page,
  }) => {
    for (const [lang, word] of [
      ['zh', '文件缺失'],
      ['en', 'file missing'],
    ] as const) {
      await page.goto(`${app.url}/?library&lang=${lang}`);
      const child = page.locator(`[data-testid=library-row][data-session-id="${CHILD}"]`);
      await expect(child.locator('[data-column=status]')).toHaveText(word);
      await expect(
        page.locator(`[data-testid=library-row][data-session-id="${PARENT}"] [data-column=status]`),
      ).toHaveText(lang === 'zh' ? '已完成' : 'completed');
    }
  });
});

test.describe('the library', () => {
  let app: RunningServer;
  test.beforeAll(async () => {
    const tree = writeLibraryTree(8);
    app = await serveLibrary([tree.root]);
  });
  test.afterAll(async () => app.close());

  test('sessions, search and stats speak Chinese', async ({ page }) => {
    await page.goto(`${app.url}/?library&lang=zh`);
    const library = page.getByTestId('library');
    await expect(library.getByRole('heading', { level: 1 })).toHaveText('会话库');
    await expect(page.getByTestId('library-tab-sessions')).toHaveText('会话');
    // Newest first when the URL names no order, and the column says so.
    await expect(page.getByTestId('library-sort-started_at')).toHaveText('开始时间 ↓');
    await expect(page.getByTestId('library-status')).toContainText('已索引');
    await expect(page.getByTestId('library-row').first()).toBeVisible();
    await expect(page.getByTestId('library-total')).toContainText('个会话');
    expect(await leaks(page, 'library')).toEqual([]);
    await shoot(page, 'library-sessions');

    await page.getByTestId('library-tab-search').click();
    await expect(page.getByTestId('library-search')).toHaveAttribute('aria-label', '搜索所有会话');
    await page.getByTestId('library-search').fill(NEEDLE);
    await expect(page.getByTestId('library-hit-count')).toContainText('处匹配');
    expect(await leaks(page, 'library')).toEqual([]);
    await shoot(page, 'library-search');

    // A pattern the engine cannot read: said as the find bar says it, in Chinese.
    await page.getByTestId('library-search-regex').click();
    await page.getByTestId('library-search').fill('(notes');
    await expect(page.getByTestId('library-search-error')).toHaveText(
      '正则表达式无效： 缺少右括号 )：`(notes`',
    );
    await page.getByTestId('library-search-regex').click();

    await page.getByTestId('library-tab-stats').click();
    const stats = page.getByTestId('library-stats');
    await expect(stats.getByTestId('library-stats-spend')).toBeVisible();
    await expect(stats.getByRole('radiogroup', { name: '度量' })).toBeVisible();
    await expect(page.getByTestId('library-stats-switch-week')).toHaveText('周');
    await expect(page.getByTestId('library-stats-readout')).toContainText('指向柱条');
    await expect(page.getByTestId('library-stats-chart')).toHaveAttribute('aria-label', /按周期/);
    expect(await leaks(page, 'library')).toEqual([]);
    await shoot(page, 'library-stats');
  });
});

test('the Connect panel, the server browser and a live session in Chinese', async ({ page }) => {
  const server = await startProxiedDouble();
  try {
    // The stream holds right after the first approval_request (its 31st event).
    server.double.fault.setFaults({ holdAfter: 31 });
    await page.goto(`${server.app.url}/?lang=zh`);
    await openServerBrowser(page);
    const panel = page.getByTestId('connect-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('连接实时 Session');
    await signIn(page);
    // One project and one agent: the browser walks straight to the sessions.
    await expect(page.getByTestId('crumb-agent')).toHaveText('General Agent');
    server.double.setStatus(CAPTURE_PARENT, 'running');
    const row = page.locator(`[data-testid=server-session][data-session-id="${CAPTURE_PARENT}"]`);
    await expect(row.getByTestId('session-status')).toHaveText('运行中');
    await expect(row.getByTestId('open-live')).toHaveText('实时打开');
    await expect(row.getByTestId('session-last-active')).toContainText('最近活动');
    expect(await leaks(page, 'connect-panel')).toEqual([]);
    await shoot(page, 'connect-browser');

    await row.getByTestId('abort-session').click();
    const dialog = page.getByTestId('abort-dialog');
    await expect(dialog.getByTestId('abort-confirm')).toHaveText('中断会话');
    await shoot(page, 'abort-dialog');
    await dialog.getByTestId('abort-cancel').click();

    await row.getByTestId('open-live').click();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('title', /^实时/);
    await expect(page.getByTestId('task-state')).toHaveText('运行中');
    await expect(page.getByTestId('live-pause')).toHaveAttribute('aria-label', /^暂停/);
    await expect(page.getByTestId('approve-allow').first()).toHaveText('允许', { timeout: 15_000 });
    expect(
      await leaks(
        page,
        'live-header',
        'approval-actions',
        'connect-button',
        'save-button',
        'redact-toggle',
      ),
    ).toEqual([]);
    await shoot(page, 'live-session');
  } finally {
    await server.close();
  }
});

test('the redaction pane and the runs compare in Chinese', async ({ page }) => {
  await page.goto('/?lang=zh');
  const { original, rerun } = divergingRuns(6, 4);
  await pickFiles(page, [writeCase('zh-run-original', original)]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('zh-run-rerun', rerun)]);
  await waitForLoaded(page);

  await page.getByTestId('redact-toggle').click();
  const pane = page.getByTestId('redact-pane');
  await expect(pane).toHaveAttribute('data-phase', 'ready');
  await expect(pane).toHaveAttribute('aria-label', '分享前脱敏');
  await expect(page.getByTestId('redact-summary')).toContainText('可能的密钥');
  await expect(page.getByTestId('redact-save')).toHaveText('保存脱敏文件');
  expect(await leaks(page, 'redact-pane', 'redact-toggle')).toEqual([]);
  await shoot(page, 'redact-pane');
  await page.keyboard.press('Escape');

  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  await expect(view.getByTestId('runs-compare-summary')).toContainText('首个分歧');
  await expect(view.getByTestId('first-divergence')).toContainText(/Task 1 · 第 \d+ 轮首个分歧/);
  expect(await leaks(page, 'runs-compare', 'runs-compare-toggle')).toEqual([]);
  await shoot(page, 'runs-compare');
});

test('Save offers the Trace files in Chinese', async ({ page }) => {
  await page.goto('/?lang=zh');
  await pickFiles(page, [writeGeneratedTrace(20).path]);
  await waitForLoaded(page);
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-menu')).toContainText('Trace 文件');
  expect(await leaks(page, 'save-menu', 'save-button')).toEqual([]);
  await shoot(page, 'save-menu');
});
