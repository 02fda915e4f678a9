// The filters strings in English: the filter bar above the conversation and its hidden-rows marks.

export const filters = {
  filters: 'Filters',
  onSuffix: ' (on)',
  group: { kind: 'Kind', role: 'Role', tool: 'Tool', status: 'Status', session: 'Session' },
  kind: { messages: 'messages', thinking: 'thinking', tools: 'tools', events: 'events' },
  role: { user: 'user', assistant: 'assistant' },
  status: { errors: 'errors & failed attempts', denied: 'denied', pending: 'pending approval' },
  main: 'main',
  clear: 'Clear filters',
  more: (n: number) => `+${n} more`,
  fewer: 'fewer',
  hidden: (n: number) => `${n} hidden`,
};
