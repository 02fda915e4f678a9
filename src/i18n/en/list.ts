// The list strings in English: the conversation feed itself.

export const list = {
  conversation: 'Conversation',
  newRows: (n: number) => `${n} new ↓`,
  agentWriting: 'The agent is writing…',
};
