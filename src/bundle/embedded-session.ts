// A shared session inside one HTML file (`omniscope bundle`, "Save as HTML"): the viewer built
// as a single page (vite.bundle.config.ts) holds a slot where the session's files go, each
// gzip-compressed and base64-encoded, in a JSON data block the page reads at startup and the app
// reads again when such a file is opened. Pure text in and out; the compression is gzip-base64.ts.

/** The id of the data block, and the comment in the built viewer it replaces. */
export const EMBED_ID = 'omniscope-session';
export const SESSION_SLOT = '<!--omniscope-session-->';

/** The built viewer, ready to receive a session: served beside the app (dist/). */
export const VIEWER_FILE = 'omniscope-viewer.html';

export interface EmbeddedFile {
  name: string;
  /** The file's bytes, gzip-compressed, in base64. */
  gzip: string;
}

const OPEN_TAG = `<script type="application/json" id="${EMBED_ID}">`;
const CLOSE_TAG = '</script>';

/**
 * The viewer with `files` in its slot. `<` is escaped in the JSON, so no file name can end the
 * data block or start markup; base64 holds none.
 */
export function embedSession(viewer: string, files: readonly EmbeddedFile[]): string {
  const at = viewer.lastIndexOf(SESSION_SLOT);
  if (at === -1) throw new Error('not an Omniscope viewer: it has no slot for a session');
  const json = JSON.stringify({ files }).replaceAll('<', '\\u003c');
  return `${viewer.slice(0, at)}${OPEN_TAG}${json}${CLOSE_TAG}${viewer.slice(at + SESSION_SLOT.length)}`;
}

/**
 * The data block of a shared session file, or null when `html` holds none. The last one: the
 * viewer's own script names the tag too, and the data block comes after it.
 */
export function embeddedJsonOf(html: string): string | null {
  const start = html.lastIndexOf(OPEN_TAG);
  if (start === -1) return null;
  const end = html.indexOf(CLOSE_TAG, start + OPEN_TAG.length);
  return end === -1 ? null : html.slice(start + OPEN_TAG.length, end);
}

const isEmbeddedFile = (v: unknown): v is EmbeddedFile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as EmbeddedFile).name === 'string' &&
  typeof (v as EmbeddedFile).gzip === 'string';

/** The files of a data block; a block that is not one (a hand-edited file) throws. */
export function readEmbedded(json: string): EmbeddedFile[] {
  const value: unknown = JSON.parse(json);
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files) || !files.every(isEmbeddedFile))
    throw new Error('the embedded session is not a list of files');
  return files;
}
