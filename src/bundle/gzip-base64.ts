// The bytes of an embedded file: gzip by the platform's CompressionStream (browsers and Node),
// then base64, the one encoding an HTML data block carries unchanged.

/** Code units per String.fromCharCode call: far below any engine's argument limit. */
const CHUNK = 0x8000;

function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK)
    parts.push(String.fromCharCode(...bytes.subarray(i, i + CHUNK)));
  return btoa(parts.join(''));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function gzipBase64(blob: Blob): Promise<string> {
  const gzipped = new Response(blob.stream().pipeThrough(new CompressionStream('gzip')));
  return toBase64(new Uint8Array(await gzipped.arrayBuffer()));
}

export async function gunzipBase64(text: string): Promise<Blob> {
  const compressed = new Blob([fromBase64(text)]);
  return new Response(compressed.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
}
