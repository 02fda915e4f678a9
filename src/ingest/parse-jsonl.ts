import type { ReadingProblem } from '../problems/reading-problem';
import type { Envelope } from '../protocol/types';
import { validateEnvelope } from '../protocol/validate';
import { diagnosticOf } from './diagnostic-of';
import { KEEP_LINE_FROM, keepLongValues } from './kept-values';
import { LineSplitter, type SplitLine } from './line-splitter';
import type { LineStarts } from './line-starts';
import { TraceRules } from './trace-rules';
import type { Diagnostic, ParsedRecord, ReadResult } from './types';

const EXCERPT_CHARS = 120;

export function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

/** Whether an excerpt is its whole line (a cut one is one character longer than the limit). */
export const excerptIsWhole = (e: string): boolean => e.length <= EXCERPT_CHARS;

/** JSON.parse's own words (the engine's, in English) after "invalid JSON:". */
export const invalidJson = (e: unknown): ReadingProblem => ({
  code: 'invalid-json',
  params: { detail: e instanceof Error ? e.message : String(e) },
});

export interface JsonlOptions {
  /** Check PROTOCOL.md §10 Trace file rules (default true). */
  trace?: boolean;
  /** Longer lines are skipped with an error, never held whole (characters; default no limit). */
  maxLineLength?: number;
  /** Keep each record's line (ParsedRecord.text), for a reader that passes records on as JSON. */
  keepText?: boolean;
  /**
   * Leave long images in the file (kept-values.ts): `starts` counts the file's bytes as they are
   * read, `nonce` names the file on the page.
   */
  keep?: { nonce: string; starts: LineStarts };
}

/**
 * Reads one JSON Lines file pushed as text chunks. Never throws: every bad line becomes a
 * diagnostic with its 1-based line number and every valid record is kept.
 */
export class JsonlReader {
  private readonly splitter: LineSplitter;
  private readonly rules: TraceRules | null;
  private line = 0;
  /** Not one line but blank ones yet: an empty Trace file is worth a word, not a blank page. */
  private blank = true;
  private finished = false;
  private readonly keepText: boolean;
  private readonly keep: JsonlOptions['keep'];

  constructor(
    readonly file: string,
    options: JsonlOptions = {},
  ) {
    this.rules = options.trace === false ? null : new TraceRules(file);
    this.keepText = options.keepText === true;
    this.keep = options.keep;
    this.splitter = new LineSplitter(
      options.maxLineLength === undefined ? {} : { maxLineLength: options.maxLineLength },
    );
  }

  push(chunk: string): ReadResult {
    const out: ReadResult = { records: [], diagnostics: [] };
    for (const text of this.splitter.push(chunk)) this.readLine(text, false, out);
    return out;
  }

  /** Ends the file: reads an unterminated last line and reports rule totals. Idempotent. */
  finish(): ReadResult {
    const out: ReadResult = { records: [], diagnostics: [] };
    if (this.finished) return out;
    this.finished = true;
    for (const text of this.splitter.flush()) this.readLine(text, true, out);
    if (this.rules && this.blank) {
      // Said as the library says it of the same file (server/library/file-problems.ts).
      const problem: ReadingProblem =
        this.line === 0 ? { code: 'empty-file' } : { code: 'blank-lines-only' };
      out.diagnostics.push(diagnosticOf({ file: this.file }, 'warning', problem));
    }
    if (this.rules) for (const d of this.rules.finish()) out.diagnostics.push(d);
    return out;
  }

  private fail(
    out: ReadResult,
    line: number,
    text: string,
    severity: Diagnostic['severity'],
    problem: ReadingProblem,
  ): void {
    out.diagnostics.push(diagnosticOf({ file: this.file, line }, severity, problem, excerpt(text)));
  }

  private readLine(text: SplitLine, unterminated: boolean, out: ReadResult): void {
    const line = ++this.line;
    // Asked for every line: the byte counter then forgets the lines before.
    const lineStart = this.keep ? this.keep.starts.take(line) : -1;
    const lineEnd = this.keep ? this.keep.starts.lastEnd : -1;
    if (typeof text !== 'string' || text.trim() !== '') this.blank = false;
    if (typeof text !== 'string') {
      const params = { length: text.oversized, limit: this.splitter.maxLineLength };
      out.diagnostics.push(
        diagnosticOf({ file: this.file, line }, 'error', { code: 'record-too-large', params }),
      );
      return;
    }
    if (text.trim() === '') return;

    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      // A crash while appending leaves exactly this: a cut last line with no newline (§10).
      if (unterminated) this.fail(out, line, text, 'warning', { code: 'last-line-incomplete' });
      else this.fail(out, line, text, 'error', invalidJson(e));
      return;
    }
    const checked = validateEnvelope(value);
    if (!checked.ok) {
      this.rules?.invalid(value);
      this.fail(out, line, text, 'error', checked.problem);
      return;
    }
    for (const warning of checked.warnings) this.fail(out, line, text, 'warning', warning);
    const record: ParsedRecord = {
      envelope: checked.value,
      known: checked.known,
      at: { file: this.file, line },
    };
    const kept =
      this.keep !== undefined &&
      checked.known &&
      lineStart >= 0 &&
      text.length >= KEEP_LINE_FROM &&
      // A known payload.type: validation checked its fields' types.
      keepLongValues(
        record.envelope as Envelope,
        text,
        { start: lineStart, end: lineEnd },
        this.keep.nonce,
      );
    // The validated envelope is the parsed value itself, so the line is its JSON (unless values
    // were left in the file).
    if (this.keepText && !kept) record.text = text;
    out.records.push(record);
    if (this.rules)
      for (const d of this.rules.check(record.envelope, line)) out.diagnostics.push(d);
  }
}

/** Reads a whole JSONL text at once (tests, pasted text, small files). */
export function parseJsonl(file: string, text: string, options: JsonlOptions = {}): ReadResult {
  const reader = new JsonlReader(file, options);
  const first = reader.push(text);
  const last = reader.finish();
  return {
    records: first.records.concat(last.records),
    diagnostics: first.diagnostics.concat(last.diagnostics),
  };
}
