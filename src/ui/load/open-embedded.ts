// Sessions shared as one HTML file (`omniscope bundle`, "Save as HTML"): the page that carries one
// opens it at startup, and such a file handed to "Open" opens the session inside it.
import { EMBED_ID, embeddedJsonOf, readEmbedded } from '../../bundle/embedded-session';
import { gunzipBase64 } from '../../bundle/gzip-base64';

export async function embeddedFiles(json: string): Promise<File[]> {
  return Promise.all(
    readEmbedded(json).map(async (f) => new File([await gunzipBase64(f.gzip)], f.name)),
  );
}

/**
 * This page is a shared session file: read-only and offline, so nothing here may offer a server
 * (Connect) or the single-file viewer, which only the app's server has.
 */
export const isSharedPage = (): boolean => document.getElementById(EMBED_ID) !== null;

/** The data block of the session this page carries, or null for the app itself. */
export const pageSessionJson = (): string | null =>
  document.getElementById(EMBED_ID)?.textContent ?? null;

const isHtml = (f: File) => /\.html?$/i.test(f.name);

/**
 * Each shared HTML file replaced by the files inside it. Another HTML file, or one whose session
 * cannot be read, stays as it is: the loader then says why it is not a trace.
 */
export async function unpackSharedFiles(files: readonly File[]): Promise<File[]> {
  const unpacked = await Promise.all(
    files.map(async (file) => {
      if (!isHtml(file)) return [file];
      const json = embeddedJsonOf(await file.text());
      return json === null ? [file] : embeddedFiles(json).catch(() => [file]);
    }),
  );
  return unpacked.flat();
}

export const holdsHtml = (files: readonly File[]): boolean => files.some(isHtml);
