import type { Diagnostic } from '../src/ingest/types';
import { escapeControls as safe } from './escape-controls';
import type { Paint } from './io';
import type { Report, SessionReport, ViolationReport } from './report';

/** Diagnostics shown per file before the rest is only counted (`--json` has them all). */
export const DEFAULT_MAX_DIAGNOSTICS = 50;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

// Every string below that comes from a file (names, ids, reasons quoting values, excerpts) goes
// through `safe`: only `paint` may write escape sequences to the terminal.
function where(x: { file: string; line?: number; eventId?: string }): string {
  if (x.line !== undefined) return `${safe(x.file)}:${x.line}`;
  return x.eventId !== undefined ? `${safe(x.file)}#${safe(x.eventId)}` : safe(x.file);
}

function severity(paint: Paint, s: 'error' | 'warning'): string {
  return paint(s === 'error' ? 'red' : 'yellow', s);
}

function diagnosticLines(d: Diagnostic, paint: Paint): string[] {
  const head = `${where(d)}: ${severity(paint, d.severity)}: ${safe(d.reason)}`;
  return d.excerpt === undefined ? [head] : [head, paint('dim', `    ${safe(d.excerpt)}`)];
}

function violationLine(v: ViolationReport, paint: Paint): string {
  const rule = `${paint('bold', safe(v.rule))} (${safe(v.section)})`;
  return `${where(v)}: ${severity(paint, v.severity)}: ${rule}: ${safe(v.message)}`;
}

function nonZero(counts: Readonly<Record<string, number>>, skip: string[] = []): string {
  const parts = Object.entries(counts)
    .filter(([k, n]) => n > 0 && !skip.includes(k))
    .map(([k, n]) => `${n} ${k}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function sessionLines(s: SessionReport, paint: Paint): string[] {
  const { total, allowed, denied, forbidden, withoutOutput } = s.toolCalls;
  const role = s.parent
    ? ` (child of ${safe(s.parent)})`
    : s.source === 'subagent'
      ? ' (subagent; its parent was not given)'
      : '';
  const { total: requests, ...byStatus } = s.requests;
  const t = s.tokens;
  return [
    `${paint('bold', s.id !== null ? safe(s.id) : '(unnamed session)')}${role}`,
    `  status       ${s.status}`,
    `  files        ${safe(s.files.join(', ')) || '-'}`,
    `  records      ${s.records}`,
    `  requests     ${requests}${nonZero(byStatus)}`,
    `  retries      ${s.retries}`,
    `  tool calls   ${total} (${allowed} allowed, ${denied} denied, ${forbidden} forbidden, ${withoutOutput} without output)`,
    `  compactions  ${s.compactions}`,
    `  aborts       ${s.aborts}`,
    `  tokens       ${t ? `${t.total} total (${t.output} output, ${t.cache_read} cache read, ${t.cache_write} cache write)` : '-'}`,
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
  maxDiagnostics = DEFAULT_MAX_DIAGNOSTICS,
): string {
  const lines: string[] = [];
  const add = (more: readonly string[]) => {
    for (const line of more) lines.push(line);
  };
  for (const [file, problems] of problemsByFile(report)) {
    for (const x of problems.slice(0, maxDiagnostics))
      add(isViolation(x) ? [violationLine(x, paint)] : diagnosticLines(x, paint));
    const rest = problems.length - maxDiagnostics;
    if (rest > 0)
      lines.push(`${safe(file)}: … and ${plural(rest, 'more problem')} (--json lists them all)`);
  }
  if (lines.length) lines.push('');
  for (const s of report.sessions) add([...sessionLines(s, paint), '']);
  lines.push(`${plural(report.records, 'record')} in ${plural(report.files.length, 'file')}`);
  lines.push(`${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`);
  lines.push(report.ok ? paint('green', 'ok') : paint('red', 'FAILED'));
  return `${lines.join('\n')}\n`;
}
