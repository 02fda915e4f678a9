// The timeline's strings in English: its panel, lanes, bars and legend.

export const timeline = {
  toggle: 'Timeline',
  toggleTitle: 'Timeline of the task',
  region: 'Timeline',
  heading: 'Timeline',
  empty: 'Nothing timed in this task yet.',
  fit: 'fit',
  track: 'Timeline track: wheel or + and - zoom, drag or arrows pan, 0 fits',
  taskPicker: 'Task shown in the timeline',
  /** The one task of a session no prompt has opened yet. */
  wholeSession: 'session',
  legend: {
    model: 'model',
    retryWait: 'retry wait',
    approval: 'approval',
    tool: 'tool',
    subagent: 'subagent',
    critical: 'critical path',
  },
  criticalTitle: ' · critical path',
  criticalLabel: ', critical path',
  /** Spans too narrow to tell apart at this zoom, drawn as one: a click zooms to them. */
  cluster: (count: number) => `${count} spans, click to zoom in`,
  lanes: {
    model: 'model',
    tools: 'tools',
    subagent: (id: string) => `subagent ${id}`,
  },
  spans: {
    /** A model request: its end status (the trace's word) or still streaming, and a retry's attempt. */
    request: (status: string | undefined, attempt: number | undefined) =>
      `model ${status ?? 'streaming'}${attempt === undefined ? '' : ` · attempt ${attempt}`}`,
    retryIn: (ms: number) => `retry in ${(ms / 1000).toFixed(1)} s`,
    approval: (decision: string | undefined) => `approval ${decision ?? 'pending'}`,
    tool: 'tool',
    subagent: (id: string) => `subagent ${id}`,
  },
};
