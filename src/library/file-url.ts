// Where the page fetches one Trace file of a library session. A file is named by its machine
// and its path there: two agent machines may each have a file at the same path.
export interface LibraryFileRef {
  /** The ingesting machine in a team store; empty in the local index. */
  machine: string;
  path: string;
}

export const libraryFileUrl = ({ machine, path }: LibraryFileRef): string =>
  `/api/library/file/${encodeURIComponent(path.slice(path.lastIndexOf('/') + 1))}?${new URLSearchParams({ machine, path }).toString()}`;
