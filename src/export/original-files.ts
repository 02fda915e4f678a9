// The files a document was opened from, so Save can offer them unchanged.
export type OriginalFile = { name: string; file: Blob } | { name: string; url: string };
