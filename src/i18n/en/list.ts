// The list strings in English: the conversation feed itself.
import { countOf } from '../count-of';

export const list = {
  conversation: 'Conversation',
  newRows: (n: number) => `${n} new ↓`,
  agentWriting: 'The agent is writing…',
  approvalWaiting: (tool: string, waiting: number) =>
    waiting > 1
      ? `${tool} is waiting for approval (${waiting} calls wait)`
      : `${tool} is waiting for approval`,
  empty: {
    file: 'Nothing to show: no line of this file is a record.',
    unread: 'Nothing to show: the file could not be read.',
    waiting: 'Connected: waiting for the first record…',
    closed: 'The connection ended before any record came.',
    session: 'This session has no message or event yet.',
    problems: (errors: number) =>
      `See why: ${countOf('en', errors, { one: '# error', other: '# errors' })} in the problems`,
  },
};
