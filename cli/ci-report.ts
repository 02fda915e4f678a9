// `omniscope validate` for CI systems: GitHub Actions workflow commands (annotations on the files)
// and JUnit XML (one test case per file), and the exit code by a severity threshold. Pure text.
import type { Severity } from '../src/ingest/types';
import type { Report } from './report';

/** `--fail-on`: the least severe problem that fails the run. */
export type FailOn = Severity | 'never';
export const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'never'];

interface Problem {
  file: string;
  line?: number;
  severity: Severity;
  title: string;
  message: string;
}

function problemsOf(report: Report): Problem[] {
  return [
    ...report.diagnostics.map((d) => ({
      file: d.file,
      ...(d.line !== undefined ? { line: d.line } : {}),
      severity: d.severity,
      title: 'Trace problem',
      message: d.reason,
    })),
    ...report.violations.map((v) => ({
      file: v.file,
      ...(v.line !== undefined ? { line: v.line } : {}),
      severity: v.severity,
      title: `${v.rule} (PROTOCOL.md ${v.section})`,
      message: v.message,
    })),
  ];
}

const fails = (severity: Severity, failOn: FailOn) =>
  failOn === 'warning' || (failOn === 'error' && severity === 'error');

export function exitCodeFor(report: Report, failOn: FailOn): number {
  return problemsOf(report).some((p) => fails(p.severity, failOn)) ? 1 : 0;
}

// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
const escapeData = (s: string) =>
  s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** One `::error` or `::warning` line per problem, placed on its file and line. */
export function githubAnnotations(report: Report): string {
  return problemsOf(report)
    .map((p) => {
      const where = [`file=${escapeProperty(p.file)}`];
      if (p.line !== undefined) where.push(`line=${p.line}`);
      where.push(`title=${escapeProperty(p.title)}`);
      return `::${p.severity} ${where.join(',')}::${escapeData(p.message)}\n`;
    })
    .join('');
}

/** XML 1.0 text: markup escaped, and characters it cannot hold at all replaced. */
const xml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD');

const describe = (p: Problem) =>
  `${p.severity}: ${p.file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.title}: ${p.message}`;

/**
 * One test suite, one test case per file: failed when it has a problem the threshold fails on;
 * its other problems go to its output.
 */
export function junitXml(report: Report, failOn: FailOn): string {
  const problems = problemsOf(report);
  const cases = report.files.map((file) => {
    const own = problems.filter((p) => p.file === file);
    const failing = own.filter((p) => fails(p.severity, failOn));
    const rest = own.filter((p) => !fails(p.severity, failOn));
    const body = [
      failing.length > 0
        ? `      <failure message="${xml(`${failing.length} problems`)}" type="omniscope.validate">${xml(failing.map(describe).join('\n'))}</failure>\n`
        : '',
      rest.length > 0
        ? `      <system-out>${xml(rest.map(describe).join('\n'))}</system-out>\n`
        : '',
    ].join('');
    const open = `    <testcase classname="omniscope.validate" name="${xml(file)}"`;
    return body === '' ? `${open} />\n` : `${open}>\n${body}    </testcase>\n`;
  });
  const failures = report.files.filter((f) =>
    problems.some((p) => p.file === f && fails(p.severity, failOn)),
  ).length;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="omniscope validate" tests="${report.files.length}" failures="${failures}">\n` +
    `  <testsuite name="omniscope validate" tests="${report.files.length}" failures="${failures}" errors="0">\n` +
    cases.join('') +
    '  </testsuite>\n</testsuites>\n'
  );
}
