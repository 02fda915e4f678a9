// A long value the parse worker left in the file it was reading: the page holds this reference to
// its bytes instead of the value, and reads them when a row shows it (issue 26: large bodies stay
// byte ranges of the file). Only values that appear verbatim in their line are kept, so the bytes
// are the value itself. The nonce is made per file on the page: a trace cannot forge a reference.

const PREFIX = 'omniscope-kept:';

export interface KeptValue {
  /** Names the file on the page that read it (src/ingest/kept-files.ts). */
  nonce: string;
  /** Bytes of the file, end excluded. The value is ASCII, so also its length in characters. */
  start: number;
  end: number;
  /** The value's start, up to its first comma (a data URL's `data:image/png;base64,`). */
  head: string;
}

export const keptValueRef = ({ nonce, start, end, head }: KeptValue): string =>
  `${PREFIX}${nonce}:${start}:${end}:${head}`;

/** The reference `s` is, or null for any other string. */
export function keptValueOf(s: string): KeptValue | null {
  if (!s.startsWith(PREFIX)) return null;
  const m = /^([0-9a-f]{8,64}):(\d{1,15}):(\d{1,15}):/.exec(
    s.slice(PREFIX.length, PREFIX.length + 120),
  );
  if (!m) return null;
  const [whole, nonce = '', start = '', end = ''] = m;
  const value = { nonce, start: Number(start), end: Number(end) };
  if (value.end <= value.start) return null;
  return { ...value, head: s.slice(PREFIX.length + whole.length) };
}

/** A data URL, or one kept in its file: either is drawn as an image inside the trace. */
export const isDataValue = (s: string): boolean => s.startsWith('data:') || keptValueOf(s) !== null;

/** The length in characters of the value `s` is or stands for. */
export function valueLength(s: string): number {
  const kept = keptValueOf(s);
  return kept ? kept.end - kept.start : s.length;
}
