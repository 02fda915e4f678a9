// The searchable text of one item, by part, in the order its row draws them: what a search
// counts, whether the row shows it now, folded away or cut to its first lines.
import { kindEntry, PAYLOAD_KINDS } from '../protocol/kinds';
import type { Item } from '../store/model';

/** Which part of a row a match lies in: tells navigation what to open. */
export type SearchPart = 'text' | 'thinking' | 'name' | 'args' | 'output' | 'error';

/** The parts by number: a result names each hit's part by its index here, in a byte array. */
export const SEARCH_PARTS: readonly SearchPart[] = [
  'text',
  'thinking',
  'name',
  'args',
  'output',
  'error',
];

export interface SearchField {
  part: SearchPart;
  text: string;
}

/** Fields of a record of an unknown type that say what went wrong, as its JSON shows them. */
function unknownErrors(payload: Record<string, unknown>): unknown[] {
  const results = payload['results'];
  return [
    payload['error_message'],
    payload['error'],
    ...(Array.isArray(results)
      ? results.map((r: unknown) => (r as Record<string, unknown> | null)?.['error'])
      : []),
  ];
}

export function searchFields(item: Item): SearchField[] {
  switch (item.kind) {
    case 'message': {
      const part = PAYLOAD_KINDS[item.type].searchAs;
      return part ? [{ part, text: item.content }] : [];
    }
    case 'tool':
      return [
        { part: 'name', text: item.name },
        { part: 'args', text: item.args },
        { part: 'output', text: item.outputText },
      ];
    case 'event': {
      const payload = item.envelope.payload;
      const entry = item.known ? kindEntry(item.type) : undefined;
      const errors = entry ? (entry.errors?.(payload) ?? []) : unknownErrors(payload);
      return errors
        .filter((v): v is string => typeof v === 'string' && v !== '')
        .map((text) => ({ part: 'error', text }));
    }
    case 'meta':
    case 'subagent':
      return [];
  }
}
