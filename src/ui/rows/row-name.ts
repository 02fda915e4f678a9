// A conversation row's accessible name in the reader's language, from what the trace says the
// row is (store/derive/row-name.ts): "Assistant message: …", "Tool call read_file: failed".
import type { Catalog } from '../../i18n/catalogs';
import type { RowNameParts } from '../../store/derive/row-name';
import { turnLabel } from '../sessions/turn-label';
import { lookUp } from '../common/look-up';

function messageName(parts: Extract<RowNameParts, { kind: 'message' }>, w: Catalog): string {
  const user = parts.role === 'user';
  switch (parts.type) {
    case 'thinking':
    case 'inline_thinking':
      return w.rows.thinking(parts.text);
    case 'image_url':
      return w.messages.userImage;
    case 'inline_data':
      return user ? w.messages.userData : w.messages.assistantData;
    case 'text':
      return w.rows.message(user ? w.messages.user : w.messages.assistant, parts.text);
  }
}

export function rowName(parts: RowNameParts | undefined, w: Catalog): string | undefined {
  switch (parts?.kind) {
    case undefined:
      return undefined;
    case 'message':
      return messageName(parts, w);
    case 'tool': {
      const call = w.rows.toolCall(parts.name, w.rows.toolPhase[parts.phase]);
      const { repeat, repeatAnswer } = parts;
      return repeat && repeatAnswer ? w.rows.repeatedCall(call, repeat, repeatAnswer) : call;
    }
    case 'meta':
      return w.rows.sessionStart(parts.sessionId);
    case 'subagent':
      return w.rows.subagent(parts.id);
    case 'turn':
      return turnLabel(parts, w);
    case 'request-end': {
      if (parts.status === 'completed') return w.rows.requestCompleted;
      if (parts.status === 'aborted') return w.rows.requestAborted;
      const label = lookUp(w.common.stopReason, parts.status)?.label ?? parts.status;
      return w.rows.requestFailed(label);
    }
    case 'event':
      return w.rows.event(parts.type, parts.detail);
    case 'child': {
      const name = w.rows.subagent([parts.title, parts.id].filter(Boolean).join(' · '));
      return parts.collapsed ? w.rows.collapsed(name) : name;
    }
    case 'hidden':
      return w.filters.hidden(parts.count);
    case 'internals':
      return parts.shown
        ? w.sessions.compaction.hideInternals(parts.count)
        : w.sessions.compaction.showInternals(parts.count);
  }
}
