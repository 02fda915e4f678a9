// What "Save" offers for a document: a live session's Trace files rebuilt from the records as
// received, or the files a document was opened from, unchanged.
import type { LiveController } from '../live/live-controller';
import type { OriginalFile } from './original-files';
import { traceFiles } from './trace-files';

export interface SaveEntry {
  name: string;
  /** Records in the file, when known. */
  records?: number;
  blob?: Blob;
  url?: string;
}

function rootIdOf(live: LiveController, fallback: string): string {
  if (live.api) return live.api.sessionId;
  const main = live.store.getState().trace.sessions.get('')?.sessionId;
  return main ?? fallback;
}

export function saveEntries(
  live: LiveController | null,
  title: string,
  originals: readonly OriginalFile[],
): SaveEntry[] {
  if (live)
    return traceFiles(live.log.records, rootIdOf(live, title)).map((f) => ({
      name: f.name,
      records: f.records,
      blob: new Blob([f.text], { type: 'application/x-ndjson' }),
    }));
  return originals.map((o) =>
    'file' in o ? { name: o.name, blob: o.file } : { name: o.name, url: o.url },
  );
}
