// Tool arguments arrive as a JSON *string* (PROTOCOL.md §3) that may be growing, cut or invalid.
import type { Json } from '../../protocol/types';

/** Past this, pretty-printing would stall the row: the raw text is shown in a collapsed box. */
export const ARGS_FORMAT_LIMIT = 256 * 1024;

export type ParsedArgs =
  | { kind: 'json'; value: Json; pretty: string; description?: string }
  | { kind: 'raw'; text: string; reason: 'streaming' | 'invalid' | 'empty' | 'large' | 'deep' };

export function parseToolArgs(args: string, streaming: boolean): ParsedArgs {
  if (args.trim() === '') return { kind: 'raw', text: args, reason: 'empty' };
  if (streaming) return { kind: 'raw', text: args, reason: 'streaming' };
  if (args.length > ARGS_FORMAT_LIMIT) return { kind: 'raw', text: args, reason: 'large' };
  let value: Json;
  try {
    value = JSON.parse(args) as Json;
  } catch {
    return { kind: 'raw', text: args, reason: 'invalid' };
  }
  let pretty: string;
  try {
    pretty = JSON.stringify(value, null, 2);
  } catch {
    // Nested past the stack (twenty thousand arrays fit in 60 KB): the row would not be drawn
    // at all, and what the call was given would be hidden from the reader.
    return { kind: 'raw', text: args, reason: 'deep' };
  }
  const description = descriptionOf(value);
  return { kind: 'json', value, pretty, ...(description !== undefined ? { description } : {}) };
}

function descriptionOf(value: Json): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const d = value['description'];
  return typeof d === 'string' && d.trim() !== '' ? d.trim() : undefined;
}

/** The description of a call, read cheaply even from a half-streamed argument string. */
export function sniffDescription(args: string): string | undefined {
  const m = /"description"\s*:\s*"((?:[^"\\]|\\.){1,300})"/.exec(args.slice(0, 4096));
  if (!m?.[1]) return undefined;
  try {
    return (JSON.parse(`"${m[1]}"`) as string).trim() || undefined;
  } catch {
    return undefined;
  }
}
