// The runs-compare strings in English: two runs side by side, aligned by task and turn.

export const runsCompare = {
  toggle: 'Compare runs',
  toggleTitle: 'Compare two runs turn by turn',
  taskTurn: (task: number, turn: number) => `Task ${task} · turn ${turn}`,
  firstDivergence: 'first divergence',
  noDivergence: 'No divergence: the runs did the same.',
  /** Both sides on the same run: a run compared with itself says nothing, so another is asked for. */
  sameRun: {
    pickOther:
      'Both sides show the same run. Choose another document or session on one side, or open a second run.',
    onlyOne: 'Only one run is open. Open a second run to compare it with this one.',
    open: 'Open a second run',
  },
  firstDivergenceAt: (task: number, turn: number) =>
    `First divergence: task ${task}, turn ${turn}.`,
  /** The pickers' labels: `side` is one of `sides`. */
  sides: { left: 'left', right: 'right' },
  documentOf: (side: string) => `${side} document`,
  sessionOf: (side: string) => `${side} session`,
  mainSession: 'main session',
  childSession: (key: string) => `child ${key}`,
  noSuchTurn: 'no such turn',
  showTurn: 'Show this turn in its document',
  failed: (n: number) => `${n} failed or refused`,
  tokens: (figure: string) => `${figure} tokens`,
  /** A turn still running has no duration yet. */
  open: 'open',
};
