// The files a document was opened from, so Save can offer them unchanged. The loader registers
// them by trace store when it opens a document.
import type { TraceStore } from '../store/trace-store';

export type OriginalFile = { name: string; file: Blob } | { name: string; url: string };

const originals = new WeakMap<TraceStore, readonly OriginalFile[]>();

export function rememberOriginals(store: TraceStore, files: readonly OriginalFile[]): void {
  originals.set(store, files);
}

export function originalsOf(store: TraceStore): readonly OriginalFile[] {
  return originals.get(store) ?? [];
}
