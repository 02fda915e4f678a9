// A saved `GET /api/sessions/:id/messages` response (PROTOCOL.md §11), or records saved as one
// JSON array, read in the page as the command line reads it (cli/read-history.ts): one JSON
// document, so it is parsed whole at the end; positions are JSON paths, given as event ids.
import type { ReadingProblem } from '../problems/reading-problem';
import { validateEnvelope } from '../protocol/validate';
import { diagnosticOf } from './diagnostic-of';
import { jsonTextOr } from './json-text';
import { excerpt, invalidJson } from './parse-jsonl';
import type { Diagnostic, ReadResult, Severity } from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first non-empty line opens a JSON document rather than a Trace line: an array, a lone
 * `{` (a document written over lines), or an object whose first field is `messages`.
 */
export function looksLikeHistory(head: string): boolean {
  const first = (
    head
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r\n|\r|\n/, 1)[0] ?? ''
  ).trim();
  return first.startsWith('[') || first === '{' || /^\{\s*"(messages|live)"\s*:/.test(first);
}

export class HistoryReader {
  private readonly chunks: string[] = [];

  constructor(readonly file: string) {}

  push(chunk: string): ReadResult {
    this.chunks.push(chunk);
    return { records: [], diagnostics: [] };
  }

  finish(): ReadResult {
    const out: ReadResult = { records: [], diagnostics: [] };
    const fail = (severity: Severity, problem: ReadingProblem, eventId?: string, data?: unknown) =>
      out.diagnostics.push(
        diagnosticOf(
          { file: this.file, ...(eventId !== undefined ? { eventId } : {}) },
          severity,
          problem,
          data !== undefined ? excerpt(jsonTextOr(data, '(too deeply nested to show)')) : undefined,
        ) as Diagnostic,
      );
    let doc: unknown;
    try {
      doc = JSON.parse(this.chunks.join(''));
    } catch (e) {
      fail('error', invalidJson(e));
      return out;
    }
    this.chunks.length = 0;
    let n = 0;
    const take = (value: unknown, eventId: string) => {
      n += 1;
      const checked = validateEnvelope(value);
      if (!checked.ok) return fail('error', checked.problem, eventId, value);
      checked.warnings.forEach((w) => fail('warning', w, eventId));
      out.records.push({
        envelope: checked.value,
        known: checked.known,
        at: { file: this.file, line: n, eventId },
      });
    };
    if (Array.isArray(doc)) {
      fail('warning', { code: 'json-array-of-records' });
      doc.forEach((value, i) => take(value, `[${i}]`));
      return out;
    }
    if (!isObject(doc) || !Array.isArray(doc.messages)) {
      fail('error', { code: 'not-a-messages-response' });
      return out;
    }
    doc.messages.forEach((m, i) => take(m, `messages[${i}]`));
    const live = doc.live;
    if (live === undefined || live === null) return out;
    if (!isObject(live) || !Array.isArray(live.fragments)) {
      fail('error', { code: 'live-malformed' });
      return out;
    }
    live.fragments.forEach((f, i) => take(f, `live.fragments[${i}]`));
    return out;
  }
}
