// Two runs side by side: a generated run and its re-run that diverges at a known turn, and a
// parent against its child on the reference data.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CaseBuilder } from '../test/cases/case-builder';
import { costlierRerun, DIVERGED_PATH, divergingRuns } from '../test/cases/diverging-runs';
import { writeCase } from '../test/cases/write-cases';
import { CHILD_ID, TRACE_FILES } from './support/fixtures';
import { tokens } from '../test/support/trace-builder';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';
import { englishLeaks } from './support/language';

const DIVERGE_AT = 4;

/** Opens a run and its re-run, diverging at turn DIVERGE_AT, each in a tab of its own. */
async function openRunAndRerun(page: Page) {
  const { original, rerun } = divergingRuns(6, DIVERGE_AT);
  await pickFiles(page, [writeCase('run-original', original)]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('run-rerun', rerun)]);
  await waitForLoaded(page);
}

test('a run and its re-run: the first divergence is the known turn, its arguments marked', async ({
  page,
}) => {
  await openRunAndRerun(page);
  await expect(page.getByTestId('doc-tab')).toHaveCount(2);

  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  await expect(view).toBeVisible();
  const first = view.getByTestId('first-divergence');
  await expect(first).toHaveAttribute('data-task', '1');
  await expect(first).toHaveAttribute('data-turn', String(DIVERGE_AT));
  await expect(first).toBeInViewport();
  const args = first.locator('[data-side=right] [data-field=args]');
  await expect(args).toContainText(DIVERGED_PATH);
  await expect(args).toHaveAttribute('data-differs', 'true');
  await expect(first.locator('[data-side=left] [data-field=name]')).not.toHaveAttribute(
    'data-differs',
  );
  // The turns before it are the same on both sides: nothing marked.
  await expect(view.locator(`[data-turn="${DIVERGE_AT - 1}"] [data-differs]`)).toHaveCount(0);

  // A click on the re-run's side shows that turn in the re-run's document.
  const side = first.locator('[data-side=right]');
  const id = await side.getAttribute('data-item-id');
  await side.click();
  await expect(view).toBeHidden();
  await expect(page.getByTestId('doc-tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByTestId('conversation').locator(`[data-item-id="${id}"]`).first(),
  ).toBeInViewport();
});

test('one run open: the view asks for a second instead of comparing the run with itself', async ({
  page,
}) => {
  const { original, rerun } = divergingRuns(6, DIVERGE_AT);
  await pickFiles(page, [writeCase('run-original', original)]);
  await waitForLoaded(page);
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  const prompt = view.getByTestId('runs-compare-same');
  await expect(prompt).toContainText('Only one run is open');
  await expect(view.getByTestId('runs-compare-summary')).toHaveCount(0);
  await expect(view).not.toContainText('No divergence');

  // Its button opens the file picker; with the re-run open the two runs are compared.
  const chooser = page.waitForEvent('filechooser');
  await prompt.getByTestId('runs-compare-open').click();
  await (await chooser).setFiles(writeCase('run-rerun', rerun));
  await expect(page.getByTestId('doc-tab')).toHaveCount(2);
  await expect(view.getByTestId('first-divergence')).toHaveAttribute(
    'data-turn',
    String(DIVERGE_AT),
  );
  await expect(view.getByTestId('runs-compare-same')).toHaveCount(0);

  // The same run picked on both sides asks for another again, naming the pickers.
  const right = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-doc');
  await right.selectOption(await view.getByTestId('runs-compare-doc').first().inputValue());
  await expect(prompt).toContainText('Choose another document or session on one side');
  await expect(view.getByTestId('first-divergence')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('one run open: the view asks for a second, in Chinese', async ({ page }) => {
    await openFixtures(page, TRACE_FILES);
    await page.getByTestId('runs-compare-toggle').click();
    const view = page.getByTestId('runs-compare');
    // The reference trace has a subagent: the session picker can choose it.
    await expect(view.getByTestId('runs-compare-same')).toContainText(
      '两侧是同一次运行。请在一侧选择其他文档或 Session，或打开第二次运行。',
    );
    await expect(view.getByTestId('runs-compare-open')).toHaveText('打开第二次运行');
    await expect(view).not.toContainText('没有分歧');
    expect(await englishLeaks(page)).toEqual([]);
  });
});

/** Three turns printing 27 KB logs (kept in their file when opened), the second ending in `end`. */
function longLogs(end: string): CaseBuilder {
  const c = CaseBuilder.start().meta('logs').user('Print the three logs.');
  for (let turn = 1; turn <= 3; turn++)
    c.begin()
      .call(`call${turn}`, 'cat', { path: `log${turn}` })
      .usage(tokens(10, 0, 5), tokens(10 * turn, 0, 5 * turn))
      .end('completed')
      .output(`call${turn}`, `${'a line of the log\n'.repeat(1_500)}${turn === 2 ? end : 'end'}`);
  return c.begin().text('Printed.').end('completed');
}

test('long outputs kept in their files compare by their text', async ({ page }) => {
  await pickFiles(page, [writeCase('logs-original', longLogs('end'))]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('logs-rerun', longLogs('END'))]);
  await waitForLoaded(page);
  await expect(
    page.locator('[data-testid=tool-output-text][data-kept=true]').first(),
  ).toBeVisible();
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  // The same 27 KB at the same place of two files: equal; the second log's last line differs.
  const first = view.getByTestId('first-divergence');
  await expect(first).toHaveAttribute('data-turn', '2');
  await expect(first.locator('[data-side=right] [data-field=output]')).toHaveAttribute(
    'data-differs',
    'true',
  );
  await expect(view.locator('[data-turn="1"] [data-differs]')).toHaveCount(0);
  await expect(view.locator('[data-turn="3"] [data-differs]')).toHaveCount(0);
  await expect(first.locator('[data-field=output]').first()).toContainText('a line of the log');
  await expect(view).not.toContainText('omniscope-kept');
});

test('a parent against its child on the reference data opens and says where they part', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  const right = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-session');
  const child = await right.locator('option').nth(1).getAttribute('value');
  await right.selectOption(child ?? '');
  await expect(view.getByTestId('first-divergence')).toHaveAttribute('data-turn', '1');
  await expect(view.getByTestId('runs-compare-summary')).toContainText('First divergence');
  expect(errors).toEqual([]);
  // On a small phone each figure keeps its number and unit on one line.
  await page.setViewportSize({ width: 320, height: 700 });
  const figures = view.locator('[data-field=tokens], [data-field=duration], [data-field=failures]');
  expect(await figures.count()).toBeGreaterThan(3);
  // A range over the figure's text has one rectangle per line it takes.
  const lines = await figures.evaluateAll((els) =>
    els.map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return range.getClientRects().length;
    }),
  );
  expect(lines.every((n) => n === 1)).toBe(true);
});

async function compareParentAndChild(page: Page): Promise<Locator> {
  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  const right = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-session');
  await right.selectOption((await right.locator('option').nth(1).getAttribute('value')) ?? '');
  await expect(view.getByTestId('first-divergence')).toBeVisible();
  return view;
}

for (const width of [1280, 1500])
  test(`at ${width} px both runs fit the window; a long label is whole on hover`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const view = await compareParentAndChild(page);
    const first = view.getByTestId('first-divergence');
    await expect(first).toBeInViewport();
    const rightOf = async (l: Locator) => {
      const b = await l.boundingBox();
      return (b?.x ?? 0) + (b?.width ?? 0);
    };
    expect(await rightOf(view)).toBeLessThanOrEqual(width);
    expect(await rightOf(first.locator('[data-side=right]'))).toBeLessThanOrEqual(width);
    expect(await rightOf(view.getByTestId('runs-compare-pick-right'))).toBeLessThanOrEqual(width);
    // Scrolled to the divergence, the app has not moved: header and all start at the left edge.
    expect((await page.getByRole('banner').boundingBox())?.x).toBe(0);
    expect(await page.getByTestId('app').evaluate((el) => el.scrollLeft)).toBe(0);
    // The columns share the width.
    const widths = await Promise.all(
      ['left', 'right'].map(
        async (side) => (await first.locator(`[data-side=${side}]`).boundingBox())?.width ?? 0,
      ),
    );
    expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 0))).toBeLessThanOrEqual(1);
    // The child's session label, longer than its picker, is whole in its title.
    const session = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-session');
    const label = (await session.locator('option:checked').textContent()) ?? '';
    await expect(session).toHaveAttribute('title', label);
    expect(label).toContain(CHILD_ID);
  });

test('a marked difference whose rounded figures read the same shows the exact values', async ({
  page,
}) => {
  const { original, rerun } = costlierRerun(3);
  await pickFiles(page, [writeCase('run-original', original)]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('run-rerun', rerun)]);
  await waitForLoaded(page);
  await page.getByTestId('runs-compare-toggle').click();
  const turn = page.getByTestId('runs-compare').locator('[data-task="1"][data-turn="1"]');
  const tokens = (side: string) => turn.locator(`[data-side=${side}] [data-field=tokens]`);
  await expect(tokens('left')).toHaveAttribute('data-differs', 'true');
  await expect(tokens('left')).toHaveText('1,255 tokens');
  await expect(tokens('right')).toHaveText('1,265 tokens');
});

test('the header’s two token totals say which is with subagents and which the main session alone', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  await expect(page.getByTestId('doc-spend')).toContainText('with subagents');
  await expect(page.getByTestId('session-summary')).toContainText('tokens, main session alone');
});

test('a tool output in colour reads as its plain text, without the terminal’s codes', async ({
  page,
}) => {
  const run = (answer: string) =>
    CaseBuilder.start()
      .meta('colours')
      .user('Show the last commit.')
      .begin()
      .call('call1', 'exec_command', { cmd: 'git log -1 --color=always' })
      .usage(tokens(10, 0, 5), tokens(10, 0, 5))
      .end('completed')
      .output('call1', '\u001b[33m9c41e7a\u001b[m (\u001b[1;36mHEAD\u001b[m) fix the limiter')
      .begin()
      .text(answer)
      .end('completed');
  await pickFiles(page, [writeCase('colours-original', run('Done.'))]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('colours-rerun', run('Done again.'))]);
  await waitForLoaded(page);
  await page.getByTestId('runs-compare-toggle').click();
  const outputs = page.getByTestId('runs-compare').locator('[data-field=output]');
  await expect(outputs).toHaveCount(2);
  for (const output of await outputs.all())
    await expect(output).toHaveText('9c41e7a (HEAD) fix the limiter');
});

/** One turn reading a file, then `answer`: a run whose tab is named by `prompt`. */
const oneTurn = (prompt: string, answer: string, notes = 'the notes') =>
  CaseBuilder.start()
    .meta('named')
    .user(prompt)
    .begin()
    .call('call1', 'read_file', { path: 'notes.md' })
    .usage(tokens(10, 0, 5), tokens(10, 0, 5))
    .end('completed')
    .output('call1', notes)
    .begin()
    .text(answer)
    .end('completed');

async function compareNamedRuns(page: Page): Promise<Locator> {
  await pickFiles(page, [writeCase('named-a', oneTurn('Tidy the notes folder.', 'Tidied.'))]);
  await waitForLoaded(page);
  const notes = 'a line of the notes '.repeat(8);
  await pickFiles(page, [writeCase('named-b', oneTurn('Count the notes.', 'Counted.', notes))]);
  await waitForLoaded(page);
  const menu = page.getByTestId('header-menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('runs-compare-toggle').click();
  return page.getByTestId('runs-compare');
}

for (const width of [1280, 390])
  test(`at ${width} px each run is picked by the name its tab shows, in a picker wide enough to read`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const view = await compareNamedRuns(page);
    const tabs = page.getByTestId('doc-tab');
    for (const [i, side] of (['left', 'right'] as const).entries()) {
      const picker = view.getByTestId(`runs-compare-pick-${side}`).getByTestId('runs-compare-doc');
      await expect(picker.locator('option:checked')).toHaveText(
        (await tabs.nth(i).textContent()) ?? '',
      );
      await expect(picker).toHaveAttribute(
        'title',
        i === 0 ? 'Tidy the notes folder.' : 'Count the notes.',
      );
      // Four pickers in one line of a phone left each a word and a half (82 px).
      expect((await picker.boundingBox())?.width ?? 0).toBeGreaterThan(150);
      const session = view
        .getByTestId(`runs-compare-pick-${side}`)
        .getByTestId('runs-compare-session');
      await expect(session.locator('option:checked')).toHaveText('main session');
    }
  });

test('both sides of a turn start at its top, the shorter one beside the other’s first line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const view = await compareNamedRuns(page);
  const turn = view.locator('[data-task="1"][data-turn="1"]');
  const top = async (side: string) =>
    (await turn.locator(`[data-side=${side}] [data-field=prompt]`).boundingBox())?.y ?? NaN;
  // The right side's output wraps to several lines on a phone; a button centres its content,
  // which drew the left side's few lines halfway down.
  expect(Math.abs((await top('left')) - (await top('right')))).toBeLessThanOrEqual(2);
});

test('a turn reads in its recorded order: the text the model wrote before its tool call comes first', async ({
  page,
}) => {
  const run = (answer: string) =>
    CaseBuilder.start()
      .meta('order')
      .user('Look at the notes.')
      .begin()
      .text(answer)
      .call('call1', 'read_file', { path: 'notes.md' })
      .usage(tokens(10, 0, 5), tokens(10, 0, 5))
      .end('completed')
      .output('call1', 'the notes');
  await pickFiles(page, [writeCase('order-a', run('First I read the notes.'))]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('order-b', run('Reading the notes.'))]);
  await waitForLoaded(page);
  await page.getByTestId('runs-compare-toggle').click();
  const left = page.getByTestId('runs-compare').locator('[data-side=left]').first();
  await expect(left.locator('[data-field=answer]')).toHaveText('First I read the notes.');
  const order = await left
    .locator('[data-field=answer], [data-tool]')
    .evaluateAll((els) => els.map((e) => (e.hasAttribute('data-tool') ? 'tool' : 'text')));
  expect(order).toEqual(['text', 'tool']);
});

test('a run and its re-run of the same first prompt are told apart in the tabs and the pickers', async ({
  page,
}) => {
  await openRunAndRerun(page);
  const tabs = page.getByTestId('doc-tab');
  await expect(tabs).toHaveCount(2);
  // The same prompt names both; each tab also says which file it is.
  for (const i of [0, 1]) await expect(tabs.nth(i)).toContainText('Summarise the notes folder.');
  await expect(tabs.nth(0).getByTestId('doc-tab-note')).toHaveText('· run-original_001.jsonl');
  await expect(tabs.nth(1).getByTestId('doc-tab-note')).toHaveText('· run-rerun_001.jsonl');
  await expect(tabs.nth(1).getByTestId('doc-tab-note')).toBeVisible();

  await page.getByTestId('runs-compare-toggle').click();
  const pickers = page.getByTestId('runs-compare').getByTestId('runs-compare-doc');
  await expect(pickers).toHaveCount(2);
  for (const picker of await pickers.all()) {
    const options = await picker.locator('option').allTextContents();
    expect(options).toHaveLength(2);
    expect(new Set(options).size).toBe(2);
    expect(options[0]).toContain('run-original_001.jsonl');
    expect(options[1]).toContain('run-rerun_001.jsonl');
  }
});

/** How much of the text `shown` the element has room for, in px: the part drawn before its cut. */
const roomFor = (note: Locator, shown: string) =>
  note.evaluate((el, text) => {
    const probe = document.createElement('span');
    probe.textContent = text;
    probe.style.whiteSpace = 'pre';
    el.after(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return el.clientWidth - needed;
  }, shown);

test('at 390 px same-titled tabs still show what tells them apart, and so does the Stream vs Trace picker', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openRunAndRerun(page);
  const tabs = page.getByTestId('doc-tab');
  await expect(tabs).toHaveCount(2);
  // The title, which both share, gives way first: the file names show to where they differ.
  for (const [i, shown] of [
    [0, '· run-original'],
    [1, '· run-rerun'],
  ] as const) {
    const note = tabs.nth(i).getByTestId('doc-tab-note');
    await tabs.nth(i).scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    expect(await roomFor(note, shown), `tab ${i}'s note shows ${shown}`).toBeGreaterThanOrEqual(0);
  }

  // The stream debugger's picker of the document to compare with names the other run's file.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('inspector-toggle').click();
  await page.getByTestId('compare-toggle').click();
  const picker = page.getByTestId('compare-view').getByTestId('compare-with');
  await expect(picker.locator('option:checked')).toHaveText(
    'Summarise the notes folder. · run-original_001.jsonl — Trace files',
  );
});

/** The characters of the element drawn before its cut (an ellipsis takes the last ones' room). */
const drawnText = (el: Locator) =>
  el.evaluate((box) => {
    const probe = document.createElement('span');
    probe.textContent = '…';
    box.after(probe);
    const ellipsis = probe.getBoundingClientRect().width;
    probe.remove();
    const limit =
      box.getBoundingClientRect().right - (box.scrollWidth > box.clientWidth ? ellipsis : 0);
    let drawn = '';
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        if (range.getBoundingClientRect().right <= limit + 0.5) drawn += text[i];
      }
    }
    return drawn;
  });

/** Room left in a select for its shown choice up to and including `part`, in px (its arrow aside). */
const selectRoomFor = (select: Locator, part: string) =>
  select.evaluate((el, upTo) => {
    const s = el as HTMLSelectElement;
    const shown = s.selectedOptions[0]?.textContent ?? '';
    const at = shown.indexOf(upTo);
    if (at < 0) return -Infinity;
    const probe = document.createElement('span');
    probe.textContent = shown.slice(0, at + upTo.length);
    probe.style.whiteSpace = 'pre';
    probe.style.font = getComputedStyle(s).font;
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(s);
    const ARROW = 20;
    const inner = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - ARROW - needed;
  }, part);

test('at 390 px same-titled tabs whose file names share a long beginning show where they differ', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { original, rerun } = divergingRuns(6, DIVERGE_AT);
  // Two sessions started the same second: their ids share all but a few letters.
  const stamp = 'session-2026-12-02-09-00-00-0000';
  await pickFiles(page, [writeCase(`${stamp}beef`, original)]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase(`${stamp}cafe`, rerun)]);
  await waitForLoaded(page);
  const tabs = page.getByTestId('doc-tab');
  await expect(tabs).toHaveCount(2);
  for (const [i, part] of [
    [0, 'beef'],
    [1, 'cafe'],
  ] as const) {
    await tabs.nth(i).scrollIntoViewIfNeeded();
    const note = tabs.nth(i).getByTestId('doc-tab-note');
    await expect(note).toBeVisible();
    expect(await drawnText(note), `tab ${i}'s note`).toContain(part);
    // The tooltip still names the whole file.
    await expect(tabs.nth(i)).toHaveAttribute('title', new RegExp(`${stamp}${part}_001\\.jsonl`));
  }

  // The Stream vs Trace picker names the other run by the same part, within its width.
  await page.getByTestId('inspector-toggle').click();
  await page.getByTestId('compare-toggle').click();
  const picker = page.getByTestId('compare-view').getByTestId('compare-with');
  await expect(picker).toBeVisible();
  expect(await selectRoomFor(picker, 'beef'), 'the picker shows beef').toBeGreaterThanOrEqual(0);
});
