// Every file of fixtures/hostile through `omniscope validate`: the totals and key messages of its
// sidecar, and nothing from the file written raw to the terminal.
import { describe, expect, it } from 'vitest';
import { hostileCases } from '../test/support/hostile-corpus';
import type { Report } from './report';
import { runCli } from '../test/support/cli-harness';

// eslint-disable-next-line no-control-regex -- what must not reach a terminal
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('the hostile corpus through validate', () => {
  const cases = hostileCases();

  it('has every kind of file', () => {
    expect(cases.length).toBeGreaterThanOrEqual(17);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { path, expected }) => {
    const argv = ['validate', ...(expected.args ?? []), path];
    const json = await runCli(['validate', '--json', ...(expected.args ?? []), path]);
    const report = JSON.parse(json.stdout) as Report;
    expect({
      records: report.records,
      errors: report.errors,
      warnings: report.warnings,
    }).toEqual({ records: expected.records, errors: expected.errors, warnings: expected.warnings });
    expect(json.code).toBe(expected.errors > 0 ? 1 : 0);
    const said = [
      ...report.diagnostics.map((d) => d.reason),
      ...report.violations.map((v) => v.message),
    ];
    for (const message of expected.messages)
      expect(
        said.some((s) => s.includes(message)),
        message,
      ).toBe(true);
    const errorLines = report.diagnostics.flatMap((d) =>
      d.severity === 'error' && d.line !== undefined ? [d.line] : [],
    );
    expect([...new Set(errorLines)].slice(0, 5)).toEqual(expected.lines);

    const human = await runCli(argv);
    expect(human.code).toBe(json.code);
    expect(human.stdout).not.toMatch(RAW_CONTROL);
    expect(human.stderr).toBe('');
  });
});
