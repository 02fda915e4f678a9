// The page's side of kept values (protocol/kept-value.ts): which file each nonce names, and
// reading a value back from its bytes when a row shows it.
import type { KeptValue } from '../protocol/kept-value';

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

/** The value `kept` stands for, read from its file; rejects when the file changed or is gone. */
export async function readKeptValue(kept: KeptValue): Promise<string> {
  const file = files.get(kept.nonce);
  if (!file || kept.end > file.size) throw new Error('kept value: file not found');
  const text = await file.slice(kept.start, kept.end).text();
  if (text.length !== kept.end - kept.start || !text.startsWith(kept.head))
    throw new Error('kept value: the file changed since it was read');
  return text;
}
