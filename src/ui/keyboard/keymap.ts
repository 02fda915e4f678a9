// Every shortcut in one table: the key, what it does, and the words the help dialog shows.

export type Action =
  | 'search'
  | 'next-match'
  | 'prev-match'
  | 'next-row'
  | 'prev-row'
  | 'next-turn'
  | 'prev-turn'
  | 'toggle'
  | 'copy'
  | 'top'
  | 'bottom'
  | 'focus-child'
  | 'back'
  | 'help';

export interface Shortcut {
  keys: readonly string[];
  action: Action;
  label: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/', 'Ctrl+F', '⌘F'], action: 'search', label: 'Search' },
  { keys: ['Enter', 'n'], action: 'next-match', label: 'Next match (Enter in the search box)' },
  {
    keys: ['Shift+Enter', 'N'],
    action: 'prev-match',
    label: 'Previous match (Shift+Enter in the search box)',
  },
  { keys: ['j'], action: 'next-row', label: 'Next message' },
  { keys: ['k'], action: 'prev-row', label: 'Previous message' },
  { keys: [']'], action: 'next-turn', label: 'Next turn' },
  { keys: ['['], action: 'prev-turn', label: 'Previous turn' },
  { keys: ['o', 'Enter'], action: 'toggle', label: 'Expand or collapse the message' },
  { keys: ['c'], action: 'copy', label: 'Copy the message' },
  { keys: ['g'], action: 'top', label: 'Go to the top' },
  { keys: ['G'], action: 'bottom', label: 'Go to the bottom' },
  { keys: ['f'], action: 'focus-child', label: 'Open the subagent under the cursor' },
  { keys: ['Esc'], action: 'back', label: 'Back: close, or leave the subagent' },
  { keys: ['?'], action: 'help', label: 'List the shortcuts' },
];

/** Keys of other features, listed in the help too. */
export const OTHER_SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['i'], label: 'Event inspector' },
  { keys: [',', '.'], label: 'Time travel: one event back / forward' },
];

const PLAIN: Readonly<Record<string, Action>> = {
  '/': 'search',
  n: 'next-match',
  N: 'prev-match',
  j: 'next-row',
  k: 'prev-row',
  ']': 'next-turn',
  '[': 'prev-turn',
  o: 'toggle',
  Enter: 'toggle',
  c: 'copy',
  g: 'top',
  G: 'bottom',
  f: 'focus-child',
  Escape: 'back',
  '?': 'help',
};

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The action of a key press, if any. While the reader types in a field only Ctrl/⌘+F counts,
 * so the browser's own find never opens over the app's.
 */
export function actionOf(e: KeyLike, typing: boolean): Action | undefined {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'f') return 'search';
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return undefined;
  return PLAIN[e.key];
}
