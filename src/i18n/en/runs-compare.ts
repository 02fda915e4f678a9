// The runs-compare strings in English: two runs side by side, aligned by task and turn.

export const runsCompare = {
  toggle: 'Compare runs',
  toggleTitle: 'Compare two runs turn by turn',
  taskTurn: (task: number, turn: number) => `Task ${task} · turn ${turn}`,
  firstDivergence: 'first divergence',
  noDivergence: 'No divergence: the runs did the same.',
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
