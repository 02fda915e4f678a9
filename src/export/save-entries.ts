// What "Save" offers for a document: a live session's Trace files rebuilt from the records as
// received, or the files a document was opened from, unchanged; and beside them every event the
// document received as a raw `.sse` capture.
import type { LiveController } from '../live/live-controller';
import type { EventLog } from '../stream-debugger/event-log';
import { logCapture } from '../stream-debugger/sse-capture';
import { withKeptValues } from '../ingest/kept-files';
import type { OriginalFile } from './original-files';
import { traceFiles } from './trace-files';

export interface SaveEntry {
  name: string;
  /** Records in the file, when known (events, for a capture). */
  records?: number;
  blob?: Blob;
  url?: string;
  /** A raw `.sse` capture of every event received, not a Trace file. */
  capture?: true;
}

function rootIdOf(live: LiveController, fallback: string): string {
  if (live.api) return live.api.sessionId;
  const main = live.store.getState().trace.sessions.get('')?.sessionId;
  return main ?? fallback;
}

/**
 * The capture's file name: a document opened from `stream.sse` (no session id in it) is named
 * after that file, which already says `.sse`.
 */
export const captureName = (name: string): string => `${name.replace(/\.sse$/i, '')}.sse`;

/** Every event of the document, as a `.sse` capture the CLI, the app and `?replay=` read. */
function captureEntry(log: EventLog | undefined, name: string): SaveEntry[] {
  if (!log || log.count === 0) return [];
  return [
    {
      name: captureName(name),
      records: log.count,
      // Values left in the file they were read from go back in: a capture holds what arrived.
      blob: new Blob(withKeptValues(logCapture(log, name)), { type: 'text/event-stream' }),
      capture: true,
    },
  ];
}

export function saveEntries(
  live: LiveController | null,
  title: string,
  originals: readonly OriginalFile[],
  events?: EventLog,
  sessionId?: string,
): SaveEntry[] {
  if (live) {
    const root = rootIdOf(live, title);
    return [
      ...traceFiles(live.log.records, root).map((f) => ({
        name: f.name,
        records: f.records,
        blob: new Blob([f.text], { type: 'application/x-ndjson' }),
      })),
      ...captureEntry(events, root),
    ];
  }
  const opened = originals.map((o): SaveEntry =>
    'file' in o ? { name: o.name, blob: o.file } : { name: o.name, url: o.url },
  );
  const capture = captureEntry(events, sessionId ?? title);
  // A capture opened again (`stream.sse`) is offered once, as the capture of what it held: two
  // downloads of one name would overwrite each other.
  return [...opened.filter((o) => !capture.some((c) => c.name === o.name)), ...capture];
}
