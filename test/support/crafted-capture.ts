// A short SSE capture that breaks exactly one protocol rule: a text fragment whose first piece
// is a delta, with no start before it (PROTOCOL.md §4).
const at = (ms: number) => new Date(Date.parse('2026-12-02T10:00:00.000Z') + ms).toISOString();

const events: { event?: string; data: unknown }[] = [
  { event: 'server_event', data: { type: 'task_state', state: 'running', queued: 0 } },
  {
    data: {
      timestamp: at(0),
      type: 'model_msg',
      payload: { type: 'text', role: 'user', text: 'Say hello.', sender: 'user' },
    },
  },
  { data: { timestamp: at(1), type: 'event_msg', payload: { type: 'request_begin' } } },
  {
    data: {
      timestamp: at(2),
      type: 'model_msg',
      payload: { type: 'partial_text', role: 'assistant', event_type: 'delta', text: 'Hel' },
    },
  },
  {
    data: {
      timestamp: at(3),
      type: 'model_msg',
      payload: { type: 'partial_text', role: 'assistant', event_type: 'delta', text: 'lo.' },
    },
  },
  {
    data: {
      timestamp: at(4),
      type: 'model_msg',
      payload: { type: 'partial_text', role: 'assistant', event_type: 'stop', text: '' },
    },
  },
  {
    data: {
      timestamp: at(5),
      type: 'model_msg',
      payload: { type: 'text', role: 'assistant', text: 'Hello.', stop_reason: 'completed' },
    },
  },
  {
    data: {
      timestamp: at(6),
      type: 'event_msg',
      payload: { type: 'request_end', status: 'completed' },
    },
  },
  { event: 'server_event', data: { type: 'task_state', state: 'idle', queued: 0 } },
];

/** Index (0-based) of the event that breaks the rule, and the rule. */
export const CRAFTED_BREAK = { event: 3, rule: 'fragment-without-start' } as const;
export const CRAFTED_ENVELOPES = 7;

export const craftedCapture = [
  ': crafted: a fragment with no start',
  '',
  ...events.flatMap((e, i) => [
    ...(e.event ? [`event: ${e.event}`] : []),
    `data: ${JSON.stringify(e.data)}`,
    `id: crafted-${i + 1}`,
    '',
  ]),
].join('\n');
