// A protocol rule the reducer saw broken, as data: the rule's id and the facts its message needs.
// The words live in the catalogs (src/i18n/*/problems.ts); problem-text.ts says one in a language.

import type { CutReason } from '../store/model';

export type RuleBreach =
  | { rule: 'meta-session-mismatch'; params: { meta: string; session: string } }
  | { rule: 'output-without-call'; params: { toolCallId: string; approvalOnly: boolean } }
  | {
      rule: 'call-without-output';
      /** `decision` when a denied or forbidden call lacks the synthetic output it gets. */
      params: { toolCallId: string; name: string } | { toolCallId: string; decision: string };
    }
  | { rule: 'compaction-without-end' }
  | { rule: 'compaction-end-without-begin' }
  | { rule: 'request-begin-while-open'; params: { request: number } }
  | { rule: 'request-end-without-begin' }
  | {
      rule: 'fragment-mismatch';
      params: { pieces: string; streamed: number; complete: number };
    }
  | { rule: 'duplicate-tool-call'; params: { toolCallId: string } }
  | { rule: 'duplicate-output'; params: { toolCallId: string } }
  | { rule: 'approval-before-call'; params: { toolCallId: string } }
  | { rule: 'approval-after-output'; params: { toolCallId: string } }
  | { rule: 'fragment-without-complete'; params: { closed: CutReason } }
  | { rule: 'fragment-unterminated'; params: { closed: CutReason } }
  | { rule: 'fragment-without-start'; params: { type: string; eventType: string } }
  | { rule: 'fragment-after-stop'; params: { type: string; eventType: string } };
