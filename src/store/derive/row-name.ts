// What a conversation row is, as plain data: the feed names each of its articles from it in the
// reader's language (ui/rows/row-name.ts), so a screen reader can move by row and hear what each
// is. Cheap, for the few rows drawn: a text is read only as far as its name shows.
import type { Row } from '../rows';
import type { MessageType, TraceState } from '../model';
import { childNameOf } from './child-name';
import { oneLine } from './trace-title';
import { toolPhase, type ToolPhase } from './tool-phase';
import type { RepeatAnswer } from './repeat-answer';
import { repeatedCall } from './repeated-calls';

/** The characters of a message's text a row's name holds. */
const SHOWN = 80;

export type RowNameParts =
  | { kind: 'message'; role: 'user' | 'assistant'; type: MessageType; text: string }
  | {
      kind: 'tool';
      name: string;
      phase: ToolPhase;
      /** A repeat of an identical call before it (its badge), flat so the parts compare shallowly. */
      repeat?: number;
      repeatAnswer?: RepeatAnswer;
    }
  | { kind: 'meta'; sessionId: string }
  | { kind: 'subagent'; id: string }
  /** A request's begin, drawn as its turn's divider. */
  | { kind: 'turn'; turn: number; compaction: boolean }
  /** A request's end: how it ended (a stop reason, or a newer producer's word as written). */
  | { kind: 'request-end'; status: string }
  /** `detail`: the status, decision, reason or outcome the event carries, when it has one. */
  | { kind: 'event'; type: string; detail: string }
  | { kind: 'child'; title: string; id: string; collapsed: boolean }
  | { kind: 'hidden'; count: number }
  | { kind: 'internals'; count: number; shown: boolean };

const DETAIL_FIELDS = ['status', 'decision', 'reason', 'outcome'] as const;

function detailOf(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const fields = payload as Record<string, unknown>;
  for (const name of DETAIL_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '') return oneLine(value.slice(0, SHOWN * 2), SHOWN);
  }
  return '';
}

/** Undefined for an item row whose item the trace lacks. */
export function rowNameParts(t: TraceState, row: Row): RowNameParts | undefined {
  switch (row.kind) {
    case 'child': {
      const name = childNameOf(t, row.session);
      return {
        kind: 'child',
        title: name && 'title' in name ? name.title : '',
        id: name?.id ?? '',
        collapsed: row.collapsed,
      };
    }
    case 'hidden':
      return { kind: 'hidden', count: row.count };
    case 'internals':
      return { kind: 'internals', count: row.count, shown: row.shown };
    case 'item':
      break;
  }
  const item = t.items.get(row.itemId);
  switch (item?.kind) {
    case undefined:
      return undefined;
    case 'message':
      // A text of megabytes is not flattened whole to name its row.
      return {
        kind: 'message',
        role: item.role,
        type: item.type,
        text: oneLine(item.content.slice(0, SHOWN * 4), SHOWN),
      };
    case 'tool': {
      const parts = { kind: 'tool', name: item.name, phase: toolPhase(item, t.ended) } as const;
      const repeat = repeatedCall(t, item.id);
      return repeat ? { ...parts, repeat: repeat.ordinal, repeatAnswer: repeat.answer } : parts;
    }
    case 'meta':
      return { kind: 'meta', sessionId: item.envelope.payload.session_id ?? '' };
    case 'subagent':
      return { kind: 'subagent', id: childNameOf(t, item.childKey)?.id ?? '' };
    case 'event': {
      const request = item.requestId === undefined ? undefined : t.requests.get(item.requestId);
      if (item.type === 'request_begin' && request?.beginItem === item.id)
        return { kind: 'turn', turn: request.turn, compaction: request.compaction !== undefined };
      // Named as a reader says it ("Request failed: timeout"), not by its record's type.
      if (item.type === 'request_end') {
        const status = detailOf(item.envelope.payload);
        if (status) return { kind: 'request-end', status };
      }
      return { kind: 'event', type: item.type, detail: detailOf(item.envelope.payload) };
    }
  }
}
