// What a text file holds, judged by its content: an extension is only the file's name.

/** jsonl: Trace file (JSON Lines); sse: raw capture of an SSE stream. */
export type TextKind = 'jsonl' | 'sse';

const SSE_FIELD = /^(data|event|id|retry)(:|$)/;

/**
 * Guesses from the first non-empty line: an SSE field or comment, or a JSON object. Undefined
 * when that line is neither (or when no line has been seen yet).
 */
export function sniffKind(head: string): TextKind | undefined {
  const first =
    head
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (first === '') return undefined;
  if (first.startsWith(':') || SSE_FIELD.test(first)) return 'sse';
  if (first.startsWith('{')) return 'jsonl';
  return undefined;
}
