// The searchable text of one item, by part, in the order its row draws them: what a search
// counts, whether the row shows it now, folded away or cut to its first lines.
import type { Item } from '../store/model';

/** Which part of a row a match lies in: tells navigation what to open. */
export type SearchPart = 'text' | 'thinking' | 'name' | 'args' | 'output' | 'error';

export interface SearchField {
  part: SearchPart;
  text: string;
}

/** Event fields that say what went wrong (request_end, compaction_end, mcp_connect; abort's why). */
const errorKeys = (type: string): readonly string[] =>
  type === 'abort' ? ['reason'] : ['error_message', 'error'];

export function searchFields(item: Item): SearchField[] {
  switch (item.kind) {
    case 'message':
      if (item.type === 'text') return [{ part: 'text', text: item.content }];
      if (item.type === 'thinking') return [{ part: 'thinking', text: item.content }];
      return [];
    case 'tool':
      return [
        { part: 'name', text: item.name },
        { part: 'args', text: item.args },
        { part: 'output', text: item.outputText },
      ];
    case 'event': {
      const payload = item.envelope.payload as Record<string, unknown>;
      const fields: SearchField[] = [];
      for (const key of errorKeys(item.type)) {
        const v = payload[key];
        if (typeof v === 'string' && v !== '') fields.push({ part: 'error', text: v });
      }
      // mcp_connect_end: one error per server.
      if (Array.isArray(payload['results']))
        for (const r of payload['results'] as unknown[]) {
          const v = (r as Record<string, unknown> | null)?.['error'];
          if (typeof v === 'string' && v !== '') fields.push({ part: 'error', text: v });
        }
      return fields;
    }
    case 'meta':
    case 'subagent':
      return [];
  }
}
