// The accessibility audit: axe-core run on the page as it stands, in light and in dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a failure prints: the rule, its impact and the first few offending elements. */
interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** Runs axe on the page and fails on any serious or critical violation, naming `what`. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const findings: Finding[] = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  expect(findings, what).toEqual([]);
}

/** Whether the page shows the dark theme now. */
const shownDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Shows the dark theme (or light) as the theme switch does, by the class on <html>: the switch
 * itself sits under an open modal dialog, which the audit must not close.
 */
export async function showTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
  await expect.poll(() => shownDark(page)).toBe(dark);
}

/** Audits what is on screen in light, then in dark, and leaves the page light. */
export async function auditBothThemes(page: Page, what: string): Promise<void> {
  await showTheme(page, false);
  await expectNoSeriousViolations(page, `${what} (light)`);
  await showTheme(page, true);
  await expectNoSeriousViolations(page, `${what} (dark)`);
  await showTheme(page, false);
}
