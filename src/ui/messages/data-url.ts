// Binary payloads (inline_data, inline_thinking) are base64 in the record: shown as an image
// when the browser can draw them, otherwise offered as a download decoded only on click.

const DRAWABLE = /^image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)$/i;

export function isDrawableImage(mime: string): boolean {
  return DRAWABLE.test(mime.trim());
}

export function toDataUrl(mime: string, base64: string): string {
  return `data:${mime.trim() || 'application/octet-stream'};base64,${base64}`;
}

export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64.replace(/\s+/g, ''));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/json': 'json',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/csv': 'csv',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

export function downloadName(stem: string, mime: string): string {
  const ext = EXT[mime.toLowerCase()] ?? (mime.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'bin');
  return `${stem}.${ext}`;
}
