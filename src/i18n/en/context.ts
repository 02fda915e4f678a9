// The context view's strings in English: what the model received for one request, and what
// changed since the request before.

import { countOf, formatInteger } from '../count-of';
import { counted } from './counted';

const n = (v: number) => formatInteger('en', v);

export const context = {
  show: 'context',
  showTitle: 'What the model received for this request',
  dialog: 'Model context of a request',
  noBegin: 'This request has no request_begin to start from.',
  heading: 'What the model received',
  modelContext: (id: number) => `model context ${id}`,
  close: 'Close',

  attempt: {
    of: (attempt: number, ofTurn: number) => `attempt ${attempt} of ${ofTurn}`,
    inFlight: 'in flight',
    committed: 'committed',
    notCommitted: (status: string) =>
      `did not commit (${status}): what it wrote is in no later context`,
  },

  diff: {
    first: 'First request of this context: nothing before it',
    replacedBySummary: 'Context replaced by summary',
    newContext: 'New model context',
    same: 'Same context as the previous request',
    since: 'Since the previous request',
    toolsChanged: 'tool list changed:',
    systemPromptChanged: 'system prompt changed',
    history: (count: number) =>
      `${countOf('en', count, { one: '# unchanged message', other: '# unchanged messages' })} of history`,
    removed: (count: number) => `${counted(count, 'message')} of the previous context removed`,
    reply: '· the previous request’s own answer, now history',
  },

  kind: {
    text: 'text',
    thinking: 'thinking',
    inline_thinking: 'thinking (data)',
    tool_call: 'tool call',
    tool_call_output: 'tool output',
    image_url: 'image',
    inline_data: 'data',
    summary: 'summary',
  },
  showInConversation: 'Show in the conversation',
  /** Characters and estimated tokens of a message, the system prompt or the tool list. */
  size: (chars: number, tokens: number) => `${n(chars)} ch · ≈${n(tokens)} tok`,

  messages: (count: number) => `Messages (${count}), in the order sent`,
  noMessages: 'No message before this request.',
  showMore: (more: number, rest: number) => `show ${more} more of ${rest}`,

  systemPrompt: 'System prompt',
  noSystemPrompt: 'not in this trace (no session_meta)',
  tools: 'Tools',
  toolCount: (count: number) => ` (${count})`,
  noTools: 'no tool list in this trace',

  totals: {
    meter: 'estimated context against the window',
    segment: { system: 'system prompt', tools: 'tools', messages: 'messages' },
    segmentTitle: (label: string, tokens: number) => `${label}: ≈ ${counted(tokens, 'token')}`,
    tokens: (total: number) => `≈ ${counted(total, 'token')}`,
    ofWindow: (window: number, percent: string) => ` of ${n(window)} (${percent}%)`,
    binary: (bytes: string) => `+ ${bytes} of images or data, not estimated`,
    estimated: 'Estimated as characters ÷ 4.',
    reported: (tokens: number) =>
      ` The provider counted ${n(tokens)} input tokens for this request (token_usage total − output).`,
  },
};
