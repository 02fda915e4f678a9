// Every shortcut in one table: the key, what it does, and which words the help dialog shows.

import type { Catalog } from '../../i18n/catalogs';
import { PANELS, type PanelDef, type PanelId } from '../panels/registry';

export type Action =
  | 'search'
  | 'next-match'
  | 'prev-match'
  | 'next-row'
  | 'prev-row'
  | 'next-turn'
  | 'prev-turn'
  | 'next-error'
  | 'prev-error'
  | 'next-repeat'
  | 'prev-repeat'
  | 'toggle'
  | 'copy'
  | 'top'
  | 'bottom'
  | 'focus-child'
  | 'back'
  | 'help'
  | 'travel-back'
  | 'travel-forward'
  | 'leave-list'
  | 'close-tab'
  | `panel:${PanelId}`;

/** The help dialog's words for a shortcut: a key of the keyboard catalog. */
export type ShortcutLabel = keyof Catalog['keyboard']['shortcuts'];

export interface Shortcut {
  /** The keys as the help dialog names them. */
  keys: readonly string[];
  /** The `KeyboardEvent.key`s that do it with no modifier, when not the same as `keys`. */
  plain?: readonly string[];
  action: Action;
  label: ShortcutLabel;
}

const LIST_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/', 'Ctrl+F', '⌘F'], plain: ['/'], action: 'search', label: 'search' },
  { keys: ['Enter', 'n'], plain: ['n'], action: 'next-match', label: 'nextMatch' },
  { keys: ['Shift+Enter', 'N'], plain: ['N'], action: 'prev-match', label: 'prevMatch' },
  { keys: ['j'], action: 'next-row', label: 'nextRow' },
  { keys: ['k'], action: 'prev-row', label: 'prevRow' },
  { keys: [']'], action: 'next-turn', label: 'nextTurn' },
  { keys: ['['], action: 'prev-turn', label: 'prevTurn' },
  { keys: ['e'], action: 'next-error', label: 'nextError' },
  { keys: ['E'], action: 'prev-error', label: 'prevError' },
  { keys: ['r'], action: 'next-repeat', label: 'nextRepeat' },
  { keys: ['R'], action: 'prev-repeat', label: 'prevRepeat' },
  { keys: ['o', 'Enter'], action: 'toggle', label: 'toggle' },
  { keys: ['c'], action: 'copy', label: 'copy' },
  { keys: ['g'], action: 'top', label: 'top' },
  { keys: ['G'], action: 'bottom', label: 'bottom' },
  { keys: ['f'], action: 'focus-child', label: 'focusChild' },
  { keys: ['Esc'], plain: ['Escape'], action: 'back', label: 'back' },
  { keys: ['?'], action: 'help', label: 'help' },
  // Taken by the feed itself (list/leave-feed.ts): listed for the help, dispatched by no key here.
  { keys: ['Ctrl+Home', 'Ctrl+End'], plain: [], action: 'leave-list', label: 'leaveList' },
  // Taken by the focused document tab (shell/doc-tab.tsx): listed for the help only.
  { keys: ['Delete'], plain: [], action: 'close-tab', label: 'closeTab' },
];

const TRAVEL_SHORTCUTS: readonly Shortcut[] = [
  { keys: [','], action: 'travel-back', label: 'timeTravel' },
  { keys: ['.'], action: 'travel-forward', label: 'timeTravel' },
];

let table: { shortcuts: readonly Shortcut[]; plain: ReadonlyMap<string, Action> } | undefined;

// Built on first use: the registry imports the panels, and a module under them may import this
// one, so PANELS may not be evaluated yet when this module is.
function keymap() {
  if (table) return table;
  const shortcuts = [
    ...LIST_SHORTCUTS,
    ...PANELS.map((p): Shortcut => ({ keys: [p.key], action: `panel:${p.id}`, label: p.help })),
    ...TRAVEL_SHORTCUTS,
  ];
  const plain = new Map(shortcuts.flatMap((s) => (s.plain ?? s.keys).map((k) => [k, s.action])));
  table = { shortcuts, plain };
  return table;
}

/** Every shortcut, in the order the help lists them. */
export const shortcuts = (): readonly Shortcut[] => keymap().shortcuts;

/**
 * What a document whose trace a worker holds (`engine=worker`, docs/architecture.md stage 3) does
 * not do yet: the panels it does not serve, time travel. Its keys do nothing there and the help
 * leaves them out, rather than promising what would open empty.
 */
export function servedInWorker(action: Action): boolean {
  if (action.startsWith('panel:'))
    return PANELS.some((p: PanelDef) => action === `panel:${p.id}` && p.inWorker === true);
  return !(action === 'travel-back' || action === 'travel-forward');
}

/**
 * The help dialog's lines: one per label, with the keys of every shortcut under it; `inWorker`,
 * only those a document held in a worker does.
 */
export function helpLines(
  inWorker = false,
): readonly { label: ShortcutLabel; keys: readonly string[] }[] {
  const lines = new Map<ShortcutLabel, string[]>();
  for (const s of shortcuts())
    if (!inWorker || servedInWorker(s.action))
      lines.set(s.label, [...(lines.get(s.label) ?? []), ...s.keys]);
  return [...lines].map(([label, keys]) => ({ label, keys }));
}

/**
 * The reader is typing in a field: plain keys are the field's. A select is no text field: only a
 * character that picks one of its options (its type-ahead, "t" for "text") is its own; Esc, `?`
 * or a panel's letter that names no option are shortcuts there.
 */
export function isTyping(target: EventTarget | null, key = ''): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLSelectElement) return picksOption(target, key);
  return target.closest('input:not([type=range]), textarea, [contenteditable]') !== null;
}

function picksOption(select: HTMLSelectElement, key: string): boolean {
  if ([...key].length !== 1) return false;
  const c = key.toLocaleLowerCase();
  return [...select.options].some((o) => o.text.trim().toLocaleLowerCase().startsWith(c));
}

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
  return keymap().plain.get(e.key);
}
