import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { withOrigin } from '../src/ingest/file-set';
import { JsonlReader } from '../src/ingest/parse-jsonl';
import { readFirstLine } from '../src/ingest/probe-file';
import type { Diagnostic, FileMeta, ReadResult } from '../src/ingest/types';
import { validateEnvelope } from '../src/protocol/validate';
import type { TraceFeed } from './feed';
import { readTextChunks } from './read-text';

/** What grouping needs before streaming: the name and the session_meta on the first line. */
export async function probeTrace(
  path: string,
  fileIndex: number,
  size: number,
  maxLineLength?: number,
): Promise<FileMeta> {
  const meta: FileMeta = { fileIndex, name: basename(path), path, size, subagentIds: [] };
  try {
    const blob = await openAsBlob(path);
    const line = await readFirstLine(
      blob,
      maxLineLength !== undefined ? { maxBytes: maxLineLength } : {},
    );
    // Longer than a record may be: the full read names it, without holding it.
    if (line === null) return meta;
    const checked = validateEnvelope(JSON.parse(line));
    if (checked.ok && checked.value.type === 'session_meta')
      meta.sessionMeta = checked.value.payload;
  } catch {
    // Not JSON, or unreadable: the full read reports it with a line number.
  }
  return meta;
}

/**
 * Streams one Trace file into `feed`, stamping `origin` on its records when it is a child read
 * with its parent. Returns the session ids of the `subagent` pointers it holds.
 */
export async function readJsonlFile(
  path: string,
  origin: readonly string[],
  feed: TraceFeed,
  report: (d: Diagnostic) => void,
  { chunkBytes, maxLineLength }: { chunkBytes?: number; maxLineLength?: number } = {},
): Promise<string[]> {
  const reader = new JsonlReader(path, maxLineLength !== undefined ? { maxLineLength } : {});
  const pointers: string[] = [];
  feed.addFile(path);
  const take = ({ records, diagnostics }: ReadResult) => {
    diagnostics.forEach(report);
    for (const { envelope, at } of records) {
      if (
        envelope.type === 'event_msg' &&
        envelope.payload.type === 'subagent' &&
        typeof envelope.payload.session_id === 'string'
      )
        pointers.push(envelope.payload.session_id);
      feed.record(withOrigin(envelope, origin), at);
    }
  };
  for await (const text of readTextChunks(path, chunkBytes)) take(reader.push(text));
  take(reader.finish());
  return pointers;
}
