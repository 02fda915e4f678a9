// Every shortcut in one table: the key, what it does, and which words the help dialog shows.

import type { Catalog } from '../../i18n/catalogs';

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

/** The help dialog's words for a shortcut: a key of the keyboard catalog. */
export type ShortcutLabel = keyof Catalog['keyboard']['shortcuts'];

export interface Shortcut {
  keys: readonly string[];
  action: Action;
  label: ShortcutLabel;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/', 'Ctrl+F', '⌘F'], action: 'search', label: 'search' },
  { keys: ['Enter', 'n'], action: 'next-match', label: 'nextMatch' },
  { keys: ['Shift+Enter', 'N'], action: 'prev-match', label: 'prevMatch' },
  { keys: ['j'], action: 'next-row', label: 'nextRow' },
  { keys: ['k'], action: 'prev-row', label: 'prevRow' },
  { keys: [']'], action: 'next-turn', label: 'nextTurn' },
  { keys: ['['], action: 'prev-turn', label: 'prevTurn' },
  { keys: ['o', 'Enter'], action: 'toggle', label: 'toggle' },
  { keys: ['c'], action: 'copy', label: 'copy' },
  { keys: ['g'], action: 'top', label: 'top' },
  { keys: ['G'], action: 'bottom', label: 'bottom' },
  { keys: ['f'], action: 'focus-child', label: 'focusChild' },
  { keys: ['Esc'], action: 'back', label: 'back' },
  { keys: ['?'], action: 'help', label: 'help' },
];

/** Keys of other features, listed in the help too. */
export const OTHER_SHORTCUTS: readonly { keys: readonly string[]; label: ShortcutLabel }[] = [
  { keys: ['i'], label: 'inspector' },
  { keys: [',', '.'], label: 'timeTravel' },
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
