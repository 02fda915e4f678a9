// The rows strings in English: each row's name in the conversation feed, as a screen reader
// says it when the reader moves from row to row.

import type { RepeatAnswer } from '../../store/derive/repeat-answer';

/** What a repeat's name adds once its answer is compared (repeat-answer.ts). */
const ANSWER: Record<RepeatAnswer, string> = {
  same: ', same answer',
  new: ', new answer',
  pending: ', answer not in yet',
  uncompared: '',
};

export const rows = {
  /** "Assistant message: The cache is…" */
  message: (who: string, text: string) => (text ? `${who} message: ${text}` : `${who} message`),
  thinking: (text: string) => (text ? `Thinking: ${text}` : 'Thinking'),
  toolCall: (name: string, phase: string) => `Tool call ${name}: ${phase}`,
  /** A tool call's name with what its repeat badge says. */
  repeatedCall: (call: string, ordinal: number, answer: RepeatAnswer) =>
    `${call}, repeated ×${ordinal}${ANSWER[answer]}`,
  toolPhase: {
    calling: 'writing the call',
    approval: 'waiting for approval',
    running: 'running',
    streaming: 'output streaming',
    denied: 'denied by user',
    forbidden: 'blocked by policy',
    failed: 'failed',
    aborted: 'aborted',
    cut: 'output cut off',
    'no-output': 'no output recorded',
    done: 'completed',
  },
  sessionStart: (id: string) => `Session start ${id}`,
  subagent: (name: string) => `Subagent ${name}`,
  collapsed: (name: string) => `${name}, collapsed`,
  requestCompleted: 'Request completed',
  requestAborted: 'Request aborted',
  requestFailed: (reason: string) => `Request failed: ${reason}`,
  /** `type` is the record's own (request_end…); `detail` its status, decision or reason. */
  event: (type: string, detail: string) => (detail ? `Event ${type}: ${detail}` : `Event ${type}`),
};
