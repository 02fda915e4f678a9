// Files the reader handed over (picker, drop): a handful opens at once; a folder of many
// sessions opens the folder browser instead of reading everything.
import { parseTraceFileName } from '../../ingest/file-set';
import type { LoadSource } from '../../ingest/plan-sources';
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

/** A file as handed over, with where in a dropped folder it was when that is known. */
type Handed = File | PickedFile;
const fileOf = (f: Handed): File => (f instanceof File ? f : f.file);

/** What a load reads of each file handed over: a dropped folder's paths name its copies apart. */
export const sourcesOf = (files: readonly Handed[]): LoadSource[] =>
  files.map((f) =>
    f instanceof File ? { kind: 'file', file: f } : { kind: 'file', file: f.file, path: f.path },
  );

/**
 * Files the reader handed over, or fetched for them: with `urls` (where each file can be fetched
 * again, same order), the page's address names those, so a reload opens the same files.
 */
export function openFiles(handed: readonly Handed[], urls?: readonly string[]): void {
  if (handed.length === 0) return;
  useFolderStore.getState().setShown(false);
  const files = handed.map(fileOf);
  const label = describeFiles(files.map((f) => f.name));
  const open = (sources: LoadSource[], again?: readonly string[]) =>
    openSources(sources, { kind: 'files', label, ...(again ? { urls: again } : {}) });
  // A shared session (an HTML file) opens as the Trace files inside it.
  if (holdsHtml(files)) void unpackSharedFiles(files).then((inner) => open(sourcesOf(inner)));
  else open(sourcesOf(handed), urls?.length === handed.length ? urls : undefined);
}

export function openLocalFiles(files: readonly PickedFile[], fromFolder: boolean): void {
  const usable = fromFolder ? files.filter(isTraceLike) : [...files];
  if (usable.length === 0) return;
  if (fromFolder && sessionCount(usable.map((f) => f.file.name)) > 1) showFolder(usable);
  else openFiles(usable);
}
