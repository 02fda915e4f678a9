import { SseReader } from '../src/ingest/parse-sse';
import type { Diagnostic, SsePosition, SseReadResult } from '../src/ingest/types';
import type { Loc } from '../src/store/model';
import type { TraceFeed } from './feed';
import { readTextChunks } from './read-text';

const loc = (file: string, at: SsePosition): Loc =>
  at.eventId !== undefined ? { file, eventId: at.eventId } : { file };

/** Streams one SSE capture into `feed`: envelopes as records, `server_event`s as server inputs. */
export async function readSseFile(
  path: string,
  feed: TraceFeed,
  report: (d: Diagnostic) => void,
  chunkBytes?: number,
): Promise<void> {
  const reader = new SseReader(path);
  feed.addFile(path);
  const take = ({ items, diagnostics }: SseReadResult) => {
    diagnostics.forEach(report);
    for (const item of items)
      if (item.kind === 'record') feed.record(item.envelope, loc(path, item.at));
      else if (item.kind === 'server') feed.server(item.event, loc(path, item.at));
  };
  for await (const text of readTextChunks(path, chunkBytes)) take(reader.push(text));
  take(reader.finish());
}
