// One bad value never blanks the app: unknown enum values render with their raw value, invisible
// characters show as codes, terminal escapes as markers.
import { expect, test, type Page } from '@playwright/test';
import {
  DEEP_SESSION,
  deepLines,
  HIDDEN_SESSION,
  hiddenCharsLines,
  LOOKALIKE_SESSION,
  lookalikeLines,
  ODD,
  ODD_SESSION,
  SPOOF_NAME,
  SPOOF_SESSION,
  oddValuesLines,
  spoofLines,
  writeLines,
} from './hardening-cases';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

test.describe.configure({ timeout: 90_000 });
// Tall enough that every row of these short traces is drawn without scrolling.
test.use({ viewport: { width: 1400, height: 4000 } });

const POISONED_AT = '2026-12-02T11:59:59.777Z';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('unknown values in every enumerated field show as received, and nothing else breaks', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoApp(page);
  await pickFiles(page, [writeLines(ODD_SESSION, oddValuesLines())]);
  await waitForLoaded(page, 30_000);
  const conversation = page.getByTestId('conversation');
  await expect(conversation).toContainText('LAST-ROW-STILL-DRAWN');

  const maybe = page.locator('[data-tool-call-id="call_maybe"]');
  await expect(maybe.getByTestId('decision-badge')).toHaveText(ODD.decisionMaybe);
  await expect(maybe.getByTestId('decision-badge')).toHaveAttribute(
    'data-unknown-value',
    'decision',
  );
  await expect(maybe).toContainText(ODD.callStop);
  const once = page.locator('[data-tool-call-id="call_once"]');
  await expect(once.getByTestId('decision-badge')).toHaveText(ODD.decisionOnce);

  for (const value of [
    ODD.sender,
    ODD.textStop,
    ODD.requestStatus,
    ODD.compactionReason,
    ODD.compactionMode,
    ODD.compactionStatus,
    ODD.goalOutcome,
    ODD.mcpStatus,
    ODD.unknownEvent,
    ODD.unknownModel,
  ])
    await expect(conversation, value).toContainText(value);
  await page.getByTestId('mcp-connect-end').getByRole('button').first().click();
  await expect(page.getByTestId('mcp-connect-end')).toContainText(ODD.mcpServerStatus);
  await expect(page.getByTestId('mcp-connect-end')).toContainText(ODD.mcpTransport);
  await expect(page.getByTestId('mcp-connect-end')).toContainText('3 servers');

  // The approvals audit lists both odd decisions by their raw value.
  await page.getByTestId('diagnostic-count').click();
  await page.getByTestId('tab-approvals').click();
  const audit = page.getByTestId('approvals-audit');
  await expect(audit.locator(`[data-decision="${ODD.decisionMaybe}"]`)).toContainText('maybe');
  await expect(audit.locator(`[data-decision="${ODD.decisionOnce}"]`)).toContainText('allow_once');
  await expect(audit).toContainText('2 other');

  await expect(page.getByTestId('record-error')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a row that cannot be drawn shows its JSON as text and the rest of the app keeps working', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Drawing one record's time fails, the way an unforeseen shape would make a row throw.
  const poisoned = Date.parse(POISONED_AT);
  await page.addInitScript((instant) => {
    const ms = Date.prototype.getMilliseconds;
    Date.prototype.getMilliseconds = function (this: Date) {
      if (this.getTime() === instant) throw new Error('drawing failed on purpose');
      return ms.call(this);
    };
  }, poisoned);
  await gotoApp(page);
  const lines = oddValuesLines();
  lines.splice(
    2,
    0,
    JSON.stringify({
      timestamp: POISONED_AT,
      type: 'model_msg',
      payload: { type: 'text', role: 'assistant', text: 'BOOM <b>bold?</b>' },
    }),
  );
  await pickFiles(page, [writeLines(ODD_SESSION, lines)]);
  await waitForLoaded(page, 30_000);
  const failed = page.getByTestId('record-error');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('This record could not be drawn');
  await expect(failed).toContainText('drawing failed on purpose');
  await failed.getByText('its data as JSON').click();
  await expect(failed.locator('pre')).toContainText('"text": "BOOM <b>bold?</b>"');
  await expect(failed.locator('b')).toHaveCount(0);
  await expect(page.getByTestId('conversation')).toContainText('LAST-ROW-STILL-DRAWN');
  await expect(page.getByTestId('doc-title')).toBeVisible();
  expect(errors).toEqual([]);
});

test('arguments nested too deep to format show as received, not as a row that could not be drawn', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoApp(page);
  await pickFiles(page, [writeLines(DEEP_SESSION, deepLines())]);
  await waitForLoaded(page, 30_000);
  const args = page.locator('[data-tool-call-id="call_deep"]').getByTestId('tool-args');
  await expect(args).toHaveAttribute('data-args-kind', 'deep');
  await expect(args).toContainText('nested too deep to format: shown as received');
  await expect(args).toContainText('Show all (1 line, 195 KB)');
  await expect(page.getByTestId('record-error')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('bidi and invisible characters in names, ids and paths are shown as codes', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoApp(page);
  await pickFiles(page, [writeLines(SPOOF_SESSION, spoofLines())]);
  await waitForLoaded(page, 30_000);
  const card = page.locator('[data-tool-call-id^="call_"]').first();
  await expect(card).toContainText('read_⟨U+202E⟩fdp.exe');
  await expect(card).not.toContainText('read_exe.pdf');
  const mark = card.locator('[data-invisible="U+202E"]').first();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('title', /RIGHT-TO-LEFT OVERRIDE/);
  // The name is drawn in reading order: what is seen is what the trace holds.
  const shown = await card.evaluate((el) => el.textContent ?? '');
  expect(shown).toContain('read_⟨U+202E⟩fdp.exe');
  expect(shown).not.toContain(SPOOF_NAME);
  await expect(card.getByTestId('tool-args')).toContainText('report⟨U+202E⟩txt.exe');
  // The model is a name too: the summary bar must not say `gpt-original`.
  await expect(page.getByTestId('doc-model')).toContainText('anthropic / gpt-⟨U+202E⟩lanigiro');
  // And in the timeline, whose bars name their tool in a tooltip.
  await page.getByTestId('timeline-toggle').click();
  await expect(page.locator('[data-testid=timeline-bar][data-kind=tool]').first()).toHaveAttribute(
    'title',
    /^read_⟨U\+202E⟩fdp\.exe · /,
  );
  // In a message's text too: a terminal's escape shows as its code, not as an empty box.
  const reply = page.locator('[data-kind=text]', { hasText: 'The build printed' });
  await expect(reply).toContainText('printed ⟨U+001B⟩[31mred failure⟨U+001B⟩[0m and');
  await expect(reply.locator('[data-invisible="U+001B"]').first()).toHaveAttribute(
    'title',
    /ESCAPE/,
  );
  // In code, where an override makes a line read otherwise than it runs, it shows as well.
  await expect(reply.getByTestId('code-block')).toContainText('"user⟨U+202E⟩ ⟨U+2066⟩// admin');
  expect(errors).toEqual([]);
});

test('hidden characters show as codes in a no-price note, an image URL, an MCP error and a compaction', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoApp(page);
  await pickFiles(page, [writeLines(HIDDEN_SESSION, hiddenCharsLines())]);
  await waitForLoaded(page, 30_000);
  // The model has no price: the note names it as the model's name does, not as `gpt-original`.
  await expect(page.getByTestId('no-price').first()).toContainText('gpt-⟨U+202E⟩lanigiro');
  // A remote image's URL, in its text and its tooltip.
  const url = page.locator('[title="https://cdn.example/cat⟨U+202E⟩gnp.exe"]');
  await expect(url).toHaveCount(1);
  await expect(url.locator('[data-invisible="U+202E"]')).toHaveCount(1);
  // An MCP server's error and a failed compaction's, in their tooltips.
  await expect(page.locator('[title="token ⟨U+202E⟩dilavni"]')).toHaveCount(1);
  await expect(
    page.getByTestId('compaction-row').locator('[title="summary ⟨U+202E⟩deliaf"]'),
  ).toHaveCount(1);
  await expect(page.locator('[title*="\u202E"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('tool names that differ only by a tag character or a variation selector look different', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoApp(page);
  await pickFiles(page, [writeLines(LOOKALIKE_SESSION, lookalikeLines())]);
  await waitForLoaded(page, 30_000);
  const name = (i: number) =>
    page.locator(`[data-tool-call-id="call_look_${i}"]`).getByTestId('tool-name');
  await expect(name(0)).toHaveText('read_file');
  await expect(name(1)).toHaveText('read_file⟨U+E0041⟩⟨U+E007F⟩');
  await expect(name(1).locator('[data-invisible="U+E0041"]')).toHaveAttribute('title', /TAG "A"/);
  await expect(name(2)).toHaveText('read_file⟨U+FE0F⟩');
  await expect(name(2).locator('[data-invisible="U+FE0F"]')).toHaveAttribute(
    'title',
    /VARIATION SELECTOR-16/,
  );
  // The prompt in the outline shows the hidden tag characters too.
  await expect(page.getByTestId('outline')).toContainText('summarise⟨U+E0069⟩⟨U+E0067⟩ the notes');
  expect(errors).toEqual([]);
});

test('terminal escapes that are not colours show as markers; colours still work', async ({
  page,
}) => {
  await gotoApp(page);
  await pickFiles(page, [writeLines(SPOOF_SESSION, spoofLines())]);
  await waitForLoaded(page, 30_000);
  const card = page.locator('[data-tool-call-id^="call_"]').first();
  const output = card.getByTestId('tool-output-text');
  if ((await output.count()) === 0) await card.getByRole('button').first().click();
  await expect(output).toContainText('build started');
  const osc = output.locator('[data-testid=ansi-escape][data-escape="OSC 0"]');
  await expect(osc).toHaveText('⎋ OSC 0');
  await expect(osc).toHaveAttribute('title', /set window title.*⟨U\+001B⟩\]0;pwned title⟨U\+0007⟩/);
  await expect(output.locator('[data-escape="OSC 52"]')).toHaveAttribute(
    'title',
    /write the clipboard/,
  );
  await expect(output.locator('[data-escape="CSI cursor up"]')).toHaveCount(1);
  await expect(output.locator('[data-escape="CSI erase line"]')).toHaveCount(1);
  const text = await output.evaluate((el) => el.textContent ?? '');
  expect(text).not.toContain('\u001b');
  expect(text).not.toContain(']0;');
  expect(text).not.toContain('c2VjcmV0');
  const red = output.locator('[data-ansi]', { hasText: 'red failure' });
  await expect(red).toHaveCSS('color', /rgb\((185, 28, 28)|(248, 113, 113)\)/);
  // Never acted on: the page title is the app's, not the escape's.
  expect(await page.title()).not.toContain('pwned');
});
