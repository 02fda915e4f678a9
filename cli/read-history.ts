import { diagnosticOf } from '../src/ingest/diagnostic-of';
import { jsonTextOr } from '../src/ingest/json-text';
import { excerpt, invalidJson } from '../src/ingest/parse-jsonl';
import type { ReadingProblem } from '../src/problems/reading-problem';
import type { Diagnostic, Severity } from '../src/ingest/types';
import { validateEnvelope } from '../src/protocol/validate';
import type { TraceFeed } from './feed';
import { readTextChunks } from './read-text';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a saved `GET /api/sessions/:id/messages` response (PROTOCOL.md §11): `messages` as records
 * (child messages carry their origin already), then `live.fragments`. One JSON document cannot be
 * read line by line, so it is parsed whole. Positions are JSON paths, reported as event ids.
 * A JSON array of envelopes is read too, with a warning: Trace files are one record per line.
 * Returns whether the task was still running (`live` present): then nothing is finished yet.
 */
export async function readHistoryFile(
  path: string,
  feed: TraceFeed,
  report: (d: Diagnostic) => void,
): Promise<{ live: boolean }> {
  feed.addFile(path);
  const fail = (severity: Severity, problem: ReadingProblem, eventId?: string, data?: unknown) =>
    report(
      diagnosticOf(
        { file: path, ...(eventId !== undefined ? { eventId } : {}) },
        severity,
        problem,
        data !== undefined ? excerpt(jsonTextOr(data, '(too deeply nested to show)')) : undefined,
      ),
    );
  const chunks: string[] = [];
  for await (const text of readTextChunks(path)) chunks.push(text);
  let doc: unknown;
  try {
    doc = JSON.parse(chunks.join(''));
  } catch (e) {
    fail('error', invalidJson(e));
    return { live: false };
  }
  const take = (value: unknown, eventId: string) => {
    const checked = validateEnvelope(value);
    if (!checked.ok) return fail('error', checked.problem, eventId, value);
    checked.warnings.forEach((w) => fail('warning', w, eventId));
    feed.record(checked.value, { file: path, eventId });
  };
  if (Array.isArray(doc)) {
    fail('warning', { code: 'json-array-of-records' });
    doc.forEach((value, i) => take(value, `[${i}]`));
    return { live: false };
  }
  if (!isObject(doc) || !Array.isArray(doc.messages)) {
    fail('error', { code: 'not-a-messages-response' });
    return { live: false };
  }
  doc.messages.forEach((m, i) => take(m, `messages[${i}]`));
  const live = doc.live;
  if (live === undefined || live === null) return { live: false };
  if (!isObject(live) || !Array.isArray(live.fragments)) {
    fail('error', { code: 'live-malformed' });
    return { live: true };
  }
  live.fragments.forEach((f, i) => take(f, `live.fragments[${i}]`));
  return { live: true };
}
