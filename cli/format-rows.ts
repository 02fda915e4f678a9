// `omniscope query` output. Indexed values are Trace content: the table escapes terminal
// controls, CSV quotes per RFC 4180 (a newline inside a value stays inside its quotes) and carries
// each value as stored unless it is bound for a terminal, JSON escapes what JSON.stringify leaves
// raw (the same value once parsed).
import type { QueryResult, QueryValue } from '../server/library/query';
import { escapeControls, escapeJsonControls } from './escape-controls';

export type RowFormat = 'table' | 'csv' | 'json';
export const ROW_FORMATS: readonly RowFormat[] = ['table', 'csv', 'json'];

const MAX_CELL = 60;
const text = (v: QueryValue) => (v === null ? '' : String(v));

function cell(v: QueryValue): string {
  const one = escapeControls(text(v));
  return one.length > MAX_CELL ? `${one.slice(0, MAX_CELL - 1)}…` : one;
}

function table({ columns, rows }: QueryResult): string {
  const cells = rows.map((r) => r.map(cell));
  const widths = columns.map((c, i) =>
    Math.max(escapeControls(c).length, ...cells.map((r) => (r[i] ?? '').length)),
  );
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const count = `(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`;
  return [
    line(columns.map(escapeControls)),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    count,
    '',
  ].join('\n');
}

/** Line breaks and tabs are data in CSV; every other control is escaped like the table's. */
const terminalSafe = (s: string) =>
  s
    .split(/(\r\n|[\r\n\t])/)
    .map((part, i) => (i % 2 === 1 ? part : escapeControls(part)))
    .join('');
const asStored = (s: string) => s;
const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * CSV written to a file or a pipe is read by tools, which need each value exactly as stored: a
 * session id with U+202E is that id, not the six characters `\u202e`. On a terminal the same
 * characters would be obeyed (ESC sequences, bidi reordering), so there they are escaped as in
 * the table.
 */
function csv({ columns, rows }: QueryResult, onTerminal: boolean): string {
  const value = onTerminal ? terminalSafe : asStored;
  return [columns, ...rows.map((r) => r.map(text))]
    .map((r) => `${r.map((s) => csvField(value(s))).join(',')}\r\n`)
    .join('');
}

function json({ columns, rows }: QueryResult): string {
  const objects = rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? null])));
  return `${escapeJsonControls(JSON.stringify(objects, null, 2))}\n`;
}

/** `onTerminal`: standard output is a terminal, where CSV is escaped as the table is. */
export function formatRows(result: QueryResult, format: RowFormat, onTerminal: boolean): string {
  return format === 'csv'
    ? csv(result, onTerminal)
    : format === 'json'
      ? json(result)
      : table(result);
}
