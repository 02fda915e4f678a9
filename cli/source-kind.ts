import { extname } from 'node:path';
import { sniffKind as sniffText } from '../src/ingest/sniff-kind';

/** jsonl: Trace file; sse: raw capture of a /stream; history: a saved /messages response. */
export type SourceKind = 'jsonl' | 'sse' | 'history';

const BY_EXTENSION: Readonly<Record<string, SourceKind>> = {
  '.jsonl': 'jsonl',
  '.sse': 'sse',
  '.json': 'history',
};

export function kindFromName(path: string): SourceKind | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}

/** Guesses from the first non-empty line: an SSE field or comment, or a JSON object. */
export function sniffKind(head: string): SourceKind | undefined {
  // An empty file is an empty Trace.
  return head.replace(/^\uFEFF/, '').trim() === '' ? 'jsonl' : sniffText(head);
}
