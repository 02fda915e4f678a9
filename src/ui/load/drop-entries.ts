// Files out of a drop, folders included. The entries must be taken while the drop event runs
// (the DataTransfer is emptied afterwards); reading them is asynchronous.
import type { PickedFile } from '../../ingest/types';

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const out: FileSystemEntry[] = [];
    // readEntries hands out at most 100 entries per call; an empty batch means the end.
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(out);
        else {
          out.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

async function walk(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    out.push({
      file: await fileOf(entry as FileSystemFileEntry),
      path: entry.fullPath.replace(/^\//, ''),
    });
    return;
  }
  if (!entry.isDirectory) return;
  const children = await readAll((entry as FileSystemDirectoryEntry).createReader());
  for (const child of children) await walk(child, out);
}

export interface Dropped {
  files: PickedFile[];
  hadFolder: boolean;
}

export async function filesFromDrop(data: DataTransfer): Promise<Dropped> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of [...data.items]) {
    if (item.kind !== 'file') continue;
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null;
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  if (entries.length === 0 && loose.length === 0) loose.push(...[...data.files]);
  const files: PickedFile[] = loose.map((file) => ({ file, path: file.name }));
  for (const entry of entries) await walk(entry, files);
  return { files, hadFolder: entries.some((e) => e.isDirectory) };
}

/** Files from an <input type=file>, with their folder paths when a folder was picked. */
export function filesFromInput(list: FileList | null): PickedFile[] {
  return [...(list ?? [])].map((file) => ({ file, path: file.webkitRelativePath || file.name }));
}
