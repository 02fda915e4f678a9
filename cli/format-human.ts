import type { Diagnostic } from '../src/ingest/types';
import type { Paint } from './io';
import type { Report, SessionReport, ViolationReport } from './report';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function where(x: { file: string; line?: number; eventId?: string }): string {
  if (x.line !== undefined) return `${x.file}:${x.line}`;
  return x.eventId !== undefined ? `${x.file}#${x.eventId}` : x.file;
}

function severity(paint: Paint, s: 'error' | 'warning'): string {
  return paint(s === 'error' ? 'red' : 'yellow', s);
}

function diagnosticLines(d: Diagnostic, paint: Paint): string[] {
  const head = `${where(d)}: ${severity(paint, d.severity)}: ${d.reason}`;
  return d.excerpt === undefined ? [head] : [head, paint('dim', `    ${d.excerpt}`)];
}

function violationLine(v: ViolationReport, paint: Paint): string {
  const rule = `${paint('bold', v.rule)} (${v.section})`;
  return `${where(v)}: ${severity(paint, v.severity)}: ${rule}: ${v.message}`;
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
    ? ` (child of ${s.parent})`
    : s.source === 'subagent'
      ? ' (subagent; its parent was not given)'
      : '';
  const { total: requests, ...byStatus } = s.requests;
  const t = s.tokens;
  return [
    `${paint('bold', s.id ?? '(unnamed session)')}${role}`,
    `  status       ${s.status}`,
    `  files        ${s.files.join(', ') || '-'}`,
    `  records      ${s.records}`,
    `  requests     ${requests}${nonZero(byStatus)}`,
    `  retries      ${s.retries}`,
    `  tool calls   ${total} (${allowed} allowed, ${denied} denied, ${forbidden} forbidden, ${withoutOutput} without output)`,
    `  compactions  ${s.compactions}`,
    `  aborts       ${s.aborts}`,
    `  tokens       ${t ? `${t.total} total (${t.output} output, ${t.cache_read} cache read, ${t.cache_write} cache write)` : '-'}`,
  ];
}

/** The report for a terminal: problems grouped by file, then one block per session, then the verdict. */
export function formatHuman(report: Report, paint: Paint): string {
  const lines: string[] = [];
  const files = [
    ...report.files,
    ...[...report.diagnostics, ...report.violations]
      .map((x) => x.file)
      .filter((f) => !report.files.includes(f)),
  ];
  for (const file of new Set(files)) {
    const diagnostics = report.diagnostics.filter((d) => d.file === file);
    const violations = report.violations.filter((v) => v.file === file);
    lines.push(...diagnostics.flatMap((d) => diagnosticLines(d, paint)));
    lines.push(...violations.map((v) => violationLine(v, paint)));
  }
  if (lines.length) lines.push('');
  for (const s of report.sessions) lines.push(...sessionLines(s, paint), '');
  lines.push(`${plural(report.records, 'record')} in ${plural(report.files.length, 'file')}`);
  lines.push(`${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}`);
  lines.push(report.ok ? paint('green', 'ok') : paint('red', 'FAILED'));
  return `${lines.join('\n')}\n`;
}
