// A long value the parse worker left in the file it was reading: the page holds this reference to
// its bytes instead of the value, and reads them when a row shows it (issue 26: large bodies stay
// byte ranges of the file). An image is kept when it appears verbatim in its line, so its bytes
// are the value itself; a long text (a tool's output) when its JSON string literal does, so its
// bytes parse to it. The nonce is made per file on the page: a trace cannot forge a reference.

const PREFIX = 'omniscope-kept:';

export interface KeptValue {
  /** Names the file on the page that read it (src/ingest/kept-files.ts). */
  nonce: string;
  /** Bytes of the file, end excluded. The value is ASCII, so also its length in characters. */
  start: number;
  end: number;
  /**
   * An image's start up to its first comma (a data URL's `data:image/png;base64,`); a text's
   * size and preview (keptTextHead).
   */
  head: string;
}

/** What a row shows of a kept text before reading it: its size and first characters. */
export interface KeptText {
  length: number;
  lines: number;
  preview: string;
}

const TEXT_HEAD = /^text:(\d{1,15}):(\d{1,15}),/;

/** The head of a kept text's reference: its bytes are then a JSON string literal. */
export const keptTextHead = ({ length, lines, preview }: KeptText): string =>
  `text:${length}:${lines},${preview}`;

/** The text a kept reference's head describes, or null for an image's. */
export function keptTextOf(kept: KeptValue): KeptText | null {
  const m = TEXT_HEAD.exec(kept.head);
  if (!m) return null;
  const [whole, length = '', lines = ''] = m;
  return { length: Number(length), lines: Number(lines), preview: kept.head.slice(whole.length) };
}

/** The kept text `s` stands for, or null when `s` is the value itself (or a kept image). */
export function keptTextRef(s: string): KeptText | null {
  const kept = keptValueOf(s);
  return kept ? keptTextOf(kept) : null;
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
export function isDataValue(s: string): boolean {
  if (s.startsWith('data:')) return true;
  const kept = keptValueOf(s);
  return kept !== null && keptTextOf(kept) === null;
}

/** The length in characters of the value `s` is or stands for. */
export function valueLength(s: string): number {
  const kept = keptValueOf(s);
  if (!kept) return s.length;
  return keptTextOf(kept)?.length ?? kept.end - kept.start;
}

/** The first `n` characters of the value `s` is or stands for (a kept text's preview). */
export function valueStart(s: string, n: number): string {
  return (keptTextRef(s)?.preview ?? s).slice(0, n);
}
