// The tools strings in English: tool call cards, approvals, arguments and output.

import { countOf } from '../count-of';
import { listOf } from '../list-of';

export const tools = {
  decision: {
    allow: { label: 'Allowed', title: 'Approved' },
    deny: { label: 'Denied by user', title: 'The user refused this call' },
    forbidden: { label: 'Blocked by policy', title: 'Vetoed by the command policy' },
  },
  waitingForApproval: 'Waiting for approval',
  callMissing: 'The call record is missing; only its output or decision was seen.',
  unnamedTool: '(unnamed tool)',
  phase: {
    calling: 'Writing call…',
    running: 'Running',
    streaming: 'Streaming output',
    noOutput: 'No output recorded',
  },
  repeated: (ordinal: number) => `Repeated ×${ordinal}`,
  /** What the badge adds to "Repeated ×N" once the answers are compared. */
  repeatAnswer: { same: 'same answer', new: 'new answer' },
  repeatedTitle: (times: readonly string[]) =>
    `The same tool with the same arguments as ${countOf('en', times.length, { one: '# earlier call', other: '# earlier calls' })} of this task, at ${listOf('en', times)}. Click to go to the one before; r / R go to the next / previous repeat.`,
  repeatAnswerTitle: {
    same: 'It got the same answer as the one before (status and output): a step that learned nothing.',
    new: 'Its answer differs from the one before: something changed in between.',
    pending: 'Its answer is not in yet: it is compared with the one before once both are complete.',
    uncompared:
      'Its answer is not compared with the one before: one of them has no complete answer, or both are too long to compare before they are opened.',
  },
  durationTitle: 'From the call to its output',
  arguments: 'arguments',
  argsNote: {
    streaming: 'streaming…',
    invalid: 'not valid JSON: shown as received',
    empty: 'no arguments',
    large: 'large: shown as received',
    deep: 'nested too deep to format: shown as received',
  },
  argsSize: (size: string) => ` (${size})`,
  formatted: 'formatted',
  raw: 'raw',
  output: 'output',
  errorOutput: 'error output',
  emptyOutput: '(empty output)',
  keptGone: 'The rest of this output stays in its file, which changed or is no longer readable.',
  image: (n: number) => `image ${n}`,
  outputTruncated: 'Output truncated',
  outputArchived: 'Output archived',
  toolDidNotRun: 'the tool did not run; the model was told:',
  nothing: '(nothing)',
  escapeTitle: (label: string, meaning: string, raw: string) =>
    `Terminal escape ${label} (${meaning}), shown and not acted on: ${raw}`,
};
