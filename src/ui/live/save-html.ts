// "Save as HTML": the document's files inside the single-page viewer the app is served with, so
// one file shows the session in any browser, offline. Optionally every likely secret replaced
// first, with what was replaced said.
import { embedSession, VIEWER_FILE } from '../../bundle/embedded-session';
import { gzipBase64 } from '../../bundle/gzip-base64';
import type { SaveEntry } from '../../export/save-entries';
import { redactionReport, type RedactionReport } from '../../redact/report';
import { redactAll } from '../redact/redact-in-worker';

export interface SavedHtml {
  name: string;
  blob: Blob;
  /** What the redaction replaced, when it ran. */
  redacted?: RedactionReport;
}

/** The Trace files; a capture only when there is nothing else (it holds the same records). */
const chosen = (entries: readonly SaveEntry[]) => {
  const traces = entries.filter((e) => !e.capture);
  return traces.length > 0 ? traces : [...entries];
};

async function blobOf(e: SaveEntry): Promise<Blob> {
  if (e.blob) return e.blob;
  const response = await fetch(e.url ?? '');
  if (!response.ok) throw new Error(`${e.name}: HTTP ${response.status}`);
  return response.blob();
}

/** The page was not served with the single-file viewer (a dev server, a shared page). */
export class NoViewerError extends Error {}

async function viewer(): Promise<string> {
  const response = await fetch(new URL(VIEWER_FILE, location.href)).catch(() => null);
  if (!response?.ok) throw new NoViewerError();
  return response.text();
}

export const htmlName = (entries: readonly SaveEntry[]): string =>
  `${(entries[0]?.name ?? 'session').replace(/(_\d+)?\.(jsonl|sse|json)$/i, '')}.html`;

export async function saveAsHtml(
  entries: readonly SaveEntry[],
  redact: boolean,
): Promise<SavedHtml> {
  const picked = chosen(entries);
  const page = await viewer();
  let files = await Promise.all(picked.map(async (e) => ({ name: e.name, blob: await blobOf(e) })));
  let redacted: RedactionReport | undefined;
  if (redact) {
    const result = await redactAll(files);
    files = result.files;
    redacted = redactionReport(result.findings);
  }
  const embedded = await Promise.all(
    files.map(async (f) => ({ name: f.name, gzip: await gzipBase64(f.blob) })),
  );
  const html = new Blob([embedSession(page, embedded)], { type: 'text/html' });
  return { name: htmlName(picked), blob: html, ...(redacted !== undefined ? { redacted } : {}) };
}
