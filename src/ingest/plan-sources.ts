import { groupSessions, planLoad } from './file-set';
import { probeFile, probeUrl } from './probe-file';
import type { FileMeta, PlannedFile } from './types';
import type { JobSource } from './worker-protocol';

export type LoadSource =
  /** `path`: where in a dropped folder it was found, which a dropped file does not carry itself. */
  | { kind: 'file'; file: File; path?: string }
  | { kind: 'url'; url: string; name?: string }
  | { kind: 'text'; text: string; name?: string };

export interface PreparedSource {
  meta: FileMeta;
  source: JobSource;
}

export async function prepareSource(
  source: LoadSource,
  fileIndex: number,
  /** The record limit: a longer first line is not read to probe it. */
  maxLineLength?: number,
): Promise<PreparedSource> {
  if (source.kind === 'url') {
    const name =
      source.name ?? new URL(source.url, 'http://x').pathname.split('/').pop() ?? source.url;
    const meta = await probeUrl(source.url, name, fileIndex, undefined, maxLineLength);
    return { meta: { ...meta, path: urlPath(source.url) }, source };
  }
  const file =
    source.kind === 'file' ? source.file : new File([source.text], source.name ?? 'pasted.jsonl');
  const meta = await probeFile(file, fileIndex, maxLineLength);
  const path = (source.kind === 'file' && source.path) || file.webkitRelativePath;
  return {
    meta: path ? { ...meta, path } : meta,
    source: { kind: 'file', file },
  };
}

/** A library file's path on its machine (its `path` parameter), else the URL's own path. */
function urlPath(url: string): string {
  const u = new URL(url, 'http://x');
  return u.searchParams.get('path') ?? decodeURIComponent(u.pathname);
}

/** Reads the start of each source and returns the order to stream them in, as known up front. */
export async function planSources(sources: readonly LoadSource[]): Promise<PlannedFile[]> {
  const prepared = await Promise.all(sources.map((s, i) => prepareSource(s, i)));
  return planLoad(groupSessions(prepared.map((p) => p.meta)));
}
