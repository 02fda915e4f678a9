import type { Catalog } from '../src/i18n/catalogs';
import type { Diagnostic } from '../src/ingest/types';
import { breachText, readingText } from '../src/problems/problem-text';
import { escapeControls as safe } from './escape-controls';
import type { Paint } from './io';
import type { Report, SessionReport, ViolationReport } from './report';

/** Diagnostics shown per file before the rest is only counted (`--json` has them all). */
export const DEFAULT_MAX_DIAGNOSTICS = 50;

// Every string below that comes from a file (names, ids, reasons quoting values, excerpts) goes
// through `safe`: only `paint` may write escape sequences to the terminal.
function where(x: { file: string; line?: number; eventId?: string }): string {
  if (x.line !== undefined) return `${safe(x.file)}:${x.line}`;
  return x.eventId !== undefined ? `${safe(x.file)}#${safe(x.eventId)}` : safe(x.file);
}

function severity(paint: Paint, t: Catalog, s: 'error' | 'warning'): string {
  return paint(s === 'error' ? 'red' : 'yellow', t.cli.report[s]);
}

function diagnosticLines(d: Diagnostic, paint: Paint, t: Catalog): string[] {
  const reason = readingText(t.problems, d);
  const head = `${where(d)}: ${severity(paint, t, d.severity)}: ${safe(reason)}`;
  return d.excerpt === undefined ? [head] : [head, paint('dim', `    ${safe(d.excerpt)}`)];
}

function violationLine(v: ViolationReport, paint: Paint, t: Catalog): string {
  const rule = `${paint('bold', safe(v.rule))} (${safe(v.section)})`;
  return `${where(v)}: ${severity(paint, t, v.severity)}: ${rule}: ${safe(breachText(t.problems, v))}`;
}

function byStatus(counts: Readonly<Record<string, number>>, words: Catalog['cli']['report']) {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => words.requestStatus(status, n));
  return parts.length ? words.byStatus(parts.join(words.separator)) : '';
}

/** As the app's summary bar: the requests read, and the producer's total when it counts more. */
function tokenLines(s: SessionReport, words: Catalog['cli']['report']): string[] {
  const t = s.tokens;
  const whole = s.tokensInLastUsage;
  if (!t) return whole ? [words.noTokens, words.tokensWhole(whole.total)] : [words.noTokens];
  const counts = [t.total, t.output, t.cache_read, t.cache_write] as const;
  return whole
    ? [words.tokensRead(...counts), words.tokensWhole(whole.total)]
    : [words.tokens(...counts)];
}

function sessionLines(s: SessionReport, paint: Paint, words: Catalog['cli']['report']): string[] {
  const { total, allowed, denied, forbidden, failed, withoutOutput } = s.toolCalls;
  const role = s.parent
    ? words.childOf(safe(s.parent))
    : s.source === 'subagent'
      ? words.orphanSubagent
      : '';
  const { total: requests, ...counts } = s.requests;
  return [
    `${paint('bold', s.id !== null ? safe(s.id) : words.unnamedSession)}${role}`,
    words.status(words.sessionStatus(s.status)),
    words.files(safe(s.files.join(', ')) || '-'),
    words.records(s.records),
    words.requests(requests, byStatus(counts, words)),
    words.retries(s.retries),
    words.toolCalls(total, allowed, denied, forbidden, failed, withoutOutput),
    words.compactions(s.compactions),
    words.aborts(s.aborts),
    ...tokenLines(s, words),
  ];
}

/** Diagnostics, then rule violations, by file: the files given first, then any other named. */
function problemsByFile(report: Report): Map<string, (Diagnostic | ViolationReport)[]> {
  const byFile = new Map<string, (Diagnostic | ViolationReport)[]>();
  for (const file of report.files) byFile.set(file, []);
  const add = (x: Diagnostic | ViolationReport) => {
    const list = byFile.get(x.file);
    if (list) list.push(x);
    else byFile.set(x.file, [x]);
  };
  report.diagnostics.forEach(add);
  report.violations.forEach(add);
  return byFile;
}

const isViolation = (x: Diagnostic | ViolationReport): x is ViolationReport => 'rule' in x;

/**
 * The report for a terminal: problems grouped by file (at most `maxDiagnostics` each, then a
 * count), then one block per session, then the verdict.
 */
export function formatHuman(
  report: Report,
  paint: Paint,
  t: Catalog,
  maxDiagnostics = DEFAULT_MAX_DIAGNOSTICS,
): string {
  const words = t.cli.report;
  const lines: string[] = [];
  const add = (more: readonly string[]) => {
    for (const line of more) lines.push(line);
  };
  for (const [file, problems] of problemsByFile(report)) {
    for (const x of problems.slice(0, maxDiagnostics))
      add(isViolation(x) ? [violationLine(x, paint, t)] : diagnosticLines(x, paint, t));
    const rest = problems.length - maxDiagnostics;
    if (rest > 0) lines.push(words.more(safe(file), rest));
  }
  if (lines.length) lines.push('');
  for (const s of report.sessions) add([...sessionLines(s, paint, words), '']);
  lines.push(words.recordsInFiles(report.records, report.files.length));
  lines.push(words.errorsAndWarnings(report.errors, report.warnings));
  lines.push(report.ok ? paint('green', words.ok) : paint('red', words.failed));
  return `${lines.join('\n')}\n`;
}
