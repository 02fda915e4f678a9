import { extname } from 'node:path';

/**
 * jsonl: Trace file; sse: raw capture of a /stream; history: a saved /messages response (or a
 * JSON array of records).
 */
export type SourceKind = 'jsonl' | 'sse' | 'history';

const BY_EXTENSION: Readonly<Record<string, SourceKind>> = {
  '.jsonl': 'jsonl',
  '.sse': 'sse',
  '.json': 'history',
};

const SSE_FIELD = /^(data|event|id|retry)(:|$)/;

export function kindFromName(path: string): SourceKind | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}

/**
 * Guesses from the first non-empty line: an SSE field or comment, a JSON object (a Trace line), or
 * a JSON array (records saved as one document, read like a /messages response).
 */
export function sniffKind(head: string): SourceKind | undefined {
  const first =
    head
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (first === '') return 'jsonl';
  if (first.startsWith(':') || SSE_FIELD.test(first)) return 'sse';
  if (first.startsWith('{')) return 'jsonl';
  if (first.startsWith('[')) return 'history';
  return undefined;
}
