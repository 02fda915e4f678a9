// The page's side of kept values (protocol/kept-value.ts): which file each nonce names, and
// reading a value back from its bytes when a row shows it.
import { keptTextOf, keptValueOf, type KeptValue } from '../protocol/kept-value';
import { literalEnd } from './json-literal';

const files = new Map<string, Blob>();

function randomHex(bytes: number): string {
  // getRandomValues, unlike randomUUID, works on a page served over plain http from a LAN address.
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A nonce naming `file` for the parse worker's references into it. A File from the disk is a
 * handle, not its bytes: holding it for the page's life costs nothing.
 */
export function keepFile(file: Blob): string {
  const nonce = randomHex(8);
  files.set(nonce, file);
  return nonce;
}

/** The files this realm can read kept values from: a worker is told them by the page. */
export const keptFiles = (): [string, Blob][] => [...files];

/** Names `file` by a nonce made elsewhere (the page's, in a worker). */
export function keepFileAs(nonce: string, file: Blob): void {
  files.set(nonce, file);
}

const changed = () => new Error('kept value: the file changed since it was read');

/** The value `kept` stands for, read from its file; rejects when the file changed or is gone. */
export async function readKeptValue(kept: KeptValue): Promise<string> {
  const file = files.get(kept.nonce);
  if (!file || kept.end > file.size) throw new Error('kept value: file not found');
  return valueOfBytes(kept, await file.slice(kept.start, kept.end).text());
}

const QUOTE = 0x22;
const utf8 = new TextEncoder();

/**
 * A kept text's bytes when they still look like its JSON literal (quoted at both ends, starting
 * with its preview where that needs no escape): a caller that can count in the source need not
 * decode or parse it. Else null.
 */
function literalBytesOf(kept: KeptValue, bytes: Uint8Array): Uint8Array | null {
  const text = keptTextOf(kept);
  if (!text || bytes.length < 2 || bytes[0] !== QUOTE || bytes[bytes.length - 1] !== QUOTE)
    return null;
  const head = JSON.stringify(text.preview).slice(0, -1);
  if (head.includes('\\')) return bytes;
  const want = utf8.encode(head);
  if (want.length > bytes.length) return null;
  for (let i = 0; i < want.length; i++) if (bytes[i] !== want[i]) return null;
  return bytes;
}

/** The value `kept` stands for, from its bytes as text; throws when they are not it. */
function valueOfBytes(kept: KeptValue, bytes: string): string {
  const text = keptTextOf(kept);
  if (text) {
    let value: unknown;
    try {
      value = JSON.parse(bytes);
    } catch {
      throw changed();
    }
    if (
      typeof value !== 'string' ||
      value.length !== text.length ||
      !value.startsWith(text.preview)
    )
      throw changed();
    return value;
  }
  if (bytes.length !== kept.end - kept.start || !bytes.startsWith(kept.head)) throw changed();
  return bytes;
}

/** `s`, or the value it stands for when it is a reference to a kept one. */
export function readValue(s: string): Promise<string> {
  const kept = keptValueOf(s);
  return kept ? readKeptValue(kept) : Promise.resolve(s);
}

/** Bytes read at once when many kept values are read together. */
const READ_SPAN = 8 * 1024 * 1024;
/**
 * Bytes between two values that end a slice. A read of a file's slice costs about what 3 MB of
 * its bytes cost (Chromium, in a worker: 2 MB slices came at 0.41 GB/s, 32 MB ones at 1.1), so
 * an image between two outputs is read through rather than read around.
 */
const READ_GAP = 2 * 1024 * 1024;
/**
 * Slices read at once in this realm, by all callers together: four 8 MB reads in flight came at
 * 1.2 GB/s, one at a time at 0.7. A slice holds its place until it is decoded, so no more than
 * this many slices' bytes wait in memory however many reads were asked for. Each realm has its
 * own: the search's kept counters (search/kept-counter.ts) hold up to this many each.
 */
const READS_AT_ONCE = 4;
let freeReads = READS_AT_ONCE;
const waitingReads: (() => void)[] = [];

/** Resolves when a slice may be read; first asked, first served. */
const readTurn = (): Promise<void> => {
  if (freeReads === 0) return new Promise((resolve) => waitingReads.push(resolve));
  freeReads -= 1;
  return Promise.resolve();
};
const readDone = (): void => {
  const next = waitingReads.shift();
  if (next) next();
  else freeReads += 1;
};

/** One slice of a file and the values in it: `order[from]` to `order[to - 1]`. */
interface ReadSlice {
  file: Blob | undefined;
  start: number;
  end: number;
  from: number;
  to: number;
}

/** `order` (ref indices by file and start) cut into slices of neighbours. */
function slicesOf(refs: readonly KeptValue[], order: readonly number[]): ReadSlice[] {
  const slices: ReadSlice[] = [];
  for (let i = 0; i < order.length;) {
    const first = refs[order[i] as number] as KeptValue;
    let end = first.end;
    let j = i + 1;
    for (; j < order.length; j++) {
      const next = refs[order[j] as number] as KeptValue;
      const far = next.start - end > READ_GAP || Math.max(end, next.end) - first.start > READ_SPAN;
      if (next.nonce !== first.nonce || far) break;
      end = Math.max(end, next.end);
    }
    slices.push({ file: files.get(first.nonce), start: first.start, end, from: i, to: j });
    i = j;
  }
  return slices;
}

/**
 * Buffers of READ_SPAN bytes that slices are read into, used again once decoded. Read by
 * `arrayBuffer()`, every slice left a buffer for the collector, which let them pile up: reading
 * 800 MB took a renderer 0.9 GB past its size, against 0.3 GB read into the same buffers.
 */
const spare: ArrayBuffer[] = [];
/** Calls of eachKeptValue under way: once none is, the spare buffers go. */
let calls = 0;

/** The `size` bytes of `blob`, read into a spare buffer when they fit one. */
async function readInto(blob: Blob, size: number): Promise<Uint8Array> {
  let reader: ReadableStreamBYOBReader;
  try {
    reader = blob.stream().getReader({ mode: 'byob' });
  } catch {
    // A browser whose Blob streams are not byte streams yet (older than the 2023 File API).
    return new Uint8Array(await blob.arrayBuffer());
  }
  let buffer = (size <= READ_SPAN && spare.pop()) || new ArrayBuffer(Math.max(size, READ_SPAN));
  let filled = 0;
  try {
    while (filled < size) {
      const { done, value } = await reader.read(new Uint8Array(buffer, filled, size - filled));
      // A read moves the buffer into a new ArrayBuffer object: the old one is left empty.
      if (value) buffer = value.buffer as ArrayBuffer;
      if (done || !value) break;
      filled += value.byteLength;
    }
  } finally {
    reader.releaseLock();
  }
  return new Uint8Array(buffer, 0, filled);
}

const bytesOf = ({ file, start, end }: ReadSlice): Promise<Uint8Array | null> =>
  file && end <= file.size ? readInto(file.slice(start, end), end - start) : Promise.resolve(null);

/** `bytes` are decoded: their buffer may take another slice. */
const recycle = (bytes: Uint8Array | null): void => {
  if (bytes?.buffer.byteLength === READ_SPAN && spare.length < READS_AT_ONCE)
    spare.push(bytes.buffer as ArrayBuffer);
};

/**
 * A kept value read back, before it is decoded or parsed. Its bytes are those of a buffer read
 * into again once `each` returns (eachKeptValue): everything is asked for during that call.
 */
export interface KeptRead {
  /** The bytes when they are a kept text's JSON literal, still whole (see literalBytesOf). */
  literalBytes: Uint8Array | null;
  /** The same literal as text, decoded when asked; null when the bytes are no such literal. */
  literal(): string | null;
  /** The value the bytes stand for, or null when they are not it (the file changed). */
  value(): string | null;
}

function keptRead(kept: KeptValue, bytes: Uint8Array, decoder: TextDecoder): KeptRead {
  let text: string | undefined;
  const decoded = () => (text ??= decoder.decode(bytes));
  const literalBytes = literalBytesOf(kept, bytes);
  return {
    literalBytes,
    literal: () => (literalBytes === null ? null : decoded()),
    value: () => {
      try {
        return valueOfBytes(kept, decoded());
      } catch {
        return null;
      }
    },
  };
}

/**
 * Calls `each` with every ref of `refs` as read (by its index; null when it cannot be read),
 * many at once (a search counting a whole trace): neighbours in a file are read in one slice of
 * up to READ_SPAN bytes, not one read each, the next slices read while one is decoded, and no
 * value is held once `each` returns. `each` returning false stops the reading. `after` is called
 * between slices, so a long read can say it is still going.
 */
export async function eachKeptValue(
  refs: readonly KeptValue[],
  each: (at: number, read: KeptRead | null) => boolean | void,
  after: () => void = () => undefined,
): Promise<void> {
  calls += 1;
  try {
    await readInOrder(refs, each, after);
  } finally {
    // Spare buffers are for the slices of one search: at rest, a realm holds none.
    if (--calls === 0) spare.length = 0;
  }
}

/** `refs`' indices in the order of their bytes: by file, then by start. */
export const fileOrder = (refs: readonly KeptValue[]): number[] =>
  refs
    .map((_, i) => i)
    .sort((a, b) => {
      const x = refs[a] as KeptValue;
      const y = refs[b] as KeptValue;
      return x.nonce < y.nonce ? -1 : x.nonce > y.nonce ? 1 : x.start - y.start;
    });

async function readInOrder(
  refs: readonly KeptValue[],
  each: (at: number, read: KeptRead | null) => boolean | void,
  after: () => void,
): Promise<void> {
  const order = fileOrder(refs);
  const slices = slicesOf(refs, order);
  const decoder = new TextDecoder();
  let stopped = false;
  // Asked all at once, in order: the turns of one call are consecutive, and each call decodes
  // its slices in order, so the oldest slice holding a turn can always be decoded and let go.
  // Once stopped, a turn still to come is let go unread.
  const reading = slices.map((slice) => readTurn().then(() => (stopped ? null : bytesOf(slice))));
  for (let s = 0; s < slices.length; s++) {
    const slice = slices[s] as ReadSlice;
    const bytes = await (reading[s] as Promise<Uint8Array | null>).catch(() => null);
    for (let k = slice.from; !stopped && k < slice.to; k++) {
      const at = order[k] as number;
      const kept = refs[at] as KeptValue;
      const read = bytes
        ? keptRead(kept, bytes.subarray(kept.start - slice.start, kept.end - slice.start), decoder)
        : null;
      stopped = each(at, read) === false;
    }
    recycle(bytes);
    readDone();
    if (!stopped) after();
  }
}

/** The values of `refs` (null where one cannot be read), read as `eachKeptValue` reads them. */
export async function readKeptValues(
  refs: readonly KeptValue[],
  after?: () => void,
): Promise<(string | null)[]> {
  const values: (string | null)[] = refs.map(() => null);
  await eachKeptValue(refs, (at, read) => void (values[at] = read?.value() ?? null), after);
  return values;
}

const KEPT_STRING = '"omniscope-kept:';

/** Whether `json` holds a reference to a value kept in its file (maybe one of another page). */
export const hasKeptValues = (json: string): boolean => json.includes(KEPT_STRING);

/**
 * `json` (records written back, such as a capture of what a document received) with each value
 * kept in its file put back: the parts of a Blob, the values as slices of their files, so
 * writing it reads nothing into the page. A kept text's bytes are its JSON literal already, an
 * image's go between quotes. A reference into no file of this page stays as it is.
 */
export function withKeptValues(json: string): BlobPart[] {
  const parts: BlobPart[] = [];
  let done = 0;
  for (let at = json.indexOf(KEPT_STRING); at >= 0; at = json.indexOf(KEPT_STRING, at + 1)) {
    const end = literalEnd(json, at);
    if (end < 0) break;
    const kept = keptValueOf(JSON.parse(json.slice(at, end)) as string);
    const file = kept && files.get(kept.nonce);
    if (!kept || !file) continue;
    const bytes = file.slice(kept.start, kept.end);
    parts.push(json.slice(done, at), ...(keptTextOf(kept) ? [bytes] : ['"', bytes, '"']));
    done = end;
    at = end - 1;
  }
  parts.push(json.slice(done));
  return parts;
}
