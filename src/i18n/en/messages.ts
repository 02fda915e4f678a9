// The messages strings in English: who speaks, thinking, binary data, cut-off notices.

export const messages = {
  user: 'User',
  assistant: 'Assistant',
  userImage: 'User image',
  userData: 'User data',
  assistantData: 'Assistant data',
  thinking: 'Thinking',
  thinkingBinary: 'Thinking (binary)',
  sender: {
    parent_agent: 'from parent agent',
    harness: 'from harness',
    server: 'from server',
  },
  signed: 'signed',
  encrypted: 'encrypted',
  encryptedReasoning: (size: string) => `Encrypted reasoning (${size}), not readable`,
  emptyReasoning: 'Empty reasoning',
  hideReasoning: 'Hide reasoning',
  streaming: 'streaming',
  fidelity: 'fidelity',
  download: (name: string) => `Download ${name}`,
  unknownType: 'unknown type',
  cut: {
    label: 'Cut off',
    why: {
      restarted: 'the stream restarted',
      'request-ended': 'the request ended first',
      aborted: 'aborted by the user',
      'compaction-ended': 'the compaction ended first',
      'source-ended': 'the trace ended',
    },
    noRecord: 'no complete record',
    liveCompaction: 'no final message, as live compactions send it',
    partial: {
      message: 'partial message',
      reasoning: 'partial reasoning',
      call: 'partial call',
      output: 'partial output',
    },
  },
};
