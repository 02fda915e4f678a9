// The app's byte comparison for copies under another name (same-bytes.ts): the dropped files are
// on the page, so their bytes are compared as they are, a slice at a time.
const SLICE_BYTES = 1 << 20;

/** Whether `short`'s bytes are the first bytes of `long`'s. An empty file starts every file: no one's copy. */
export async function blobStarts(short: Blob, long: Blob): Promise<boolean> {
  if (short.size === 0 || short.size > long.size) return false;
  for (let at = 0; at < short.size; at += SLICE_BYTES) {
    const end = Math.min(at + SLICE_BYTES, short.size);
    const [a, b] = await Promise.all([
      short.slice(at, end).arrayBuffer(),
      long.slice(at, end).arrayBuffer(),
    ]);
    const x = new Uint8Array(a);
    const y = new Uint8Array(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}
