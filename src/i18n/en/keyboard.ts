// The keyboard strings in English: the shortcuts dialog and what each key does.

export const keyboard = {
  title: 'Keyboard shortcuts',
  /** By the keymap's label keys (src/ui/keyboard/keymap.ts). */
  shortcuts: {
    search: 'Search',
    nextMatch: 'Next match (Enter in the search box)',
    prevMatch: 'Previous match (Shift+Enter in the search box)',
    nextRow: 'Next message',
    prevRow: 'Previous message',
    nextTurn: 'Next turn',
    prevTurn: 'Previous turn',
    nextError: 'Next error or failed attempt',
    prevError: 'Previous error or failed attempt',
    nextRepeat: 'Next tool call repeated with the same arguments',
    prevRepeat: 'Previous tool call repeated with the same arguments',
    toggle: 'Expand or collapse the message',
    copy: 'Copy the message',
    top: 'Go to the top',
    bottom: 'Go to the bottom',
    focusChild: 'Open the subagent under the cursor',
    back: 'Back: close, or leave the subagent',
    help: 'List the shortcuts',
    leaveList: 'Leave the conversation: to what is before / after it',
    closeTab: 'Close the open trace whose tab has the focus',
    outline: 'Outline of tasks and turns',
    timeline: 'Timeline of the task',
    inspector: 'Event inspector',
    timeTravel: 'Time travel: one event back / forward',
  },
};
