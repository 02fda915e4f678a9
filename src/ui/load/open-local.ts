// Files the reader handed over (picker, drop): a handful opens at once; a folder of many
// sessions opens the folder browser instead of reading everything.
import { parseTraceFileName } from '../../ingest/file-set';
import type { PickedFile } from '../../ingest/types';
import { showFolder, useFolderStore } from './folder-store';
import { openSources } from '../../docs/open-files';
import { holdsHtml, unpackSharedFiles } from './open-embedded';
import type { Catalog } from '../../i18n/catalogs';
import { currentCatalog } from '../i18n/language-store';

/** A document's name from its files: the first file's, and how many more. */
export function describeFiles(
  names: readonly string[],
  words: Catalog['load'] = currentCatalog().load,
): string {
  const [first] = names;
  if (first === undefined) return words.nothing;
  return names.length === 1 ? first : words.andMore(first, names.length - 1);
}

const isTraceLike = (f: PickedFile) => /\.(jsonl|ndjson|json|log|txt|sse)$/i.test(f.file.name);

/** How many distinct sessions the file names speak of (unnamed files count once each). */
export function sessionCount(names: readonly string[]): number {
  return new Set(names.map((n) => parseTraceFileName(n)?.sessionId ?? n)).size;
}

function openTraceFiles(files: readonly File[], label: string): void {
  openSources(
    files.map((file) => ({ kind: 'file', file })),
    { kind: 'files', label },
  );
}

export function openFiles(files: readonly File[]): void {
  if (files.length === 0) return;
  useFolderStore.getState().setShown(false);
  const label = describeFiles(files.map((f) => f.name));
  // A shared session (an HTML file) opens as the Trace files inside it.
  if (holdsHtml(files)) void unpackSharedFiles(files).then((inner) => openTraceFiles(inner, label));
  else openTraceFiles(files, label);
}

export function openLocalFiles(files: readonly PickedFile[], fromFolder: boolean): void {
  const usable = fromFolder ? files.filter(isTraceLike) : [...files];
  if (usable.length === 0) return;
  if (fromFolder && sessionCount(usable.map((f) => f.file.name)) > 1) showFolder(usable);
  else openFiles(usable.map((f) => f.file));
}
