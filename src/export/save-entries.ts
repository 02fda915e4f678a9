// What "Save" offers for a document: a live session's Trace files rebuilt from the records as
// received, or the files a document was opened from, unchanged.
import type { LiveController } from '../live/live-controller';
import type { TraceStore } from '../store/trace-store';
import { logCapture } from '../workbench/sse-capture';
import { workbenchOf } from '../workbench/record-events';
import { originalsOf } from './original-files';
import { traceFiles } from './trace-files';

export interface SaveEntry {
  name: string;
  /** Records in the file, when known. */
  records?: number;
  blob?: Blob;
  url?: string;
  /** A raw `.sse` capture of every event received, not a Trace file. */
  capture?: true;
}

/** Every event the document received, as a `.sse` capture the CLI, the app and `?replay=` read. */
function captureEntry(store: TraceStore, name: string): SaveEntry[] {
  const log = workbenchOf(store)?.log;
  if (!log || log.count === 0) return [];
  const text = logCapture(log, name);
  return [
    {
      name: `${name}.sse`,
      records: log.count,
      blob: new Blob([text], { type: 'text/event-stream' }),
      capture: true,
    },
  ];
}

function rootIdOf(live: LiveController, fallback: string): string {
  if (live.api) return live.api.sessionId;
  const main = live.store.getState().trace.sessions.get('')?.sessionId;
  return main ?? fallback;
}

export function saveEntries(
  store: TraceStore,
  live: LiveController | undefined,
  title: string,
): SaveEntry[] {
  if (live) {
    const root = rootIdOf(live, title);
    return [
      ...traceFiles(live.log.records, root).map((f) => ({
        name: f.name,
        records: f.records,
        blob: new Blob([f.text], { type: 'application/x-ndjson' }),
      })),
      ...captureEntry(store, root),
    ];
  }
  return [
    ...originalsOf(store).map((o) =>
      'file' in o ? { name: o.name, blob: o.file } : { name: o.name, url: o.url },
    ),
    ...captureEntry(store, store.getState().trace.sessions.get('')?.sessionId ?? title),
  ];
}
