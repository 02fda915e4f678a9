import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { redactionReport, replacedSummary } from './report';
import type { Finding } from './scan';

const finding = (i: number, kind: Finding['kind']): Finding => ({
  id: String(i),
  file: 'a.jsonl',
  line: i + 1,
  path: '',
  start: 0,
  end: 4,
  kind,
  rule: kind,
  text: 'x',
});

describe('the redaction summary', () => {
  // The CLI's redact and bundle, and the page's "Save as HTML, redact first", all print it.
  it('groups the thousands of its counts, in both languages', () => {
    const findings = [
      ...Array.from({ length: 300_000 }, (_, i) => finding(i, 'email')),
      ...Array.from({ length: 35 }, (_, i) => finding(i, 'password')),
    ];
    const report = redactionReport(findings);
    expect(replacedSummary(report, CATALOGS.en.redact)).toBe(
      '300,035 replaced (300,000 email, 35 password)',
    );
    expect(replacedSummary(report, CATALOGS.zh.redact)).toBe(
      '已替换 300,035 处（邮箱 300,000 处、密码 35 处）',
    );
    expect(CATALOGS.en.cli.commands.replacedIn('a.jsonl', 300_035)).toBe(
      'a.jsonl: 300,035 replaced',
    );
    expect(CATALOGS.zh.cli.commands.replacedIn('a.jsonl', 1234)).toBe('a.jsonl：替换了 1,234 处');
  });
});
