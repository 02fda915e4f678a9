// The outline strings in English: tasks, turns, compactions and child sessions beside the feed.

export const outline = {
  outline: 'Outline',
  close: 'Close the outline',
  toggleTitle: 'Outline of tasks and turns',
  emptyPrompt: '(empty prompt)',
  toolCalls: 'tool calls',
  childSessions: 'child sessions',
  failures: 'failed attempts, failed or refused calls',
  compaction: 'Compaction',
  child: (id: string) => `child ${id}`,
};
