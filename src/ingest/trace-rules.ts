import type { TraceRuleCode } from '../problems/reading-problem';
import type { AnyEnvelope } from '../protocol/types';
import { diagnosticOf } from './diagnostic-of';
import type { Diagnostic, Severity } from './types';

interface Rule {
  severity: Severity;
  code: TraceRuleCode;
  test: (env: AnyEnvelope) => boolean;
}

// PROTOCOL.md §10: Trace files hold session_meta, complete model_msg and event_msg only, and no
// subagent (origin) messages. Breaking these does not lose data, so records are kept either way.
const RULES: Rule[] = [
  {
    severity: 'error',
    code: 'trace-partials',
    test: (env) => env.type === 'model_msg' && env.payload.type.startsWith('partial_'),
  },
  {
    severity: 'warning',
    code: 'trace-origin',
    test: (env) => env.origin !== undefined,
  },
];

const NONE: readonly Diagnostic[] = [];

function describeRecord(env: AnyEnvelope): string {
  return env.type === 'session_meta' ? 'session_meta' : `${env.type} ${env.payload.type}`;
}

/**
 * Checks records against the Trace file format. Each rule reports its first breach with a line
 * number, then only a count at the end: a stream dump saved as .jsonl would otherwise bury the
 * reader in one diagnostic per fragment.
 */
export class TraceRules {
  private seenFirst = false;
  private readonly extra = new Map<Rule, number>();

  constructor(private readonly file: string) {}

  /**
   * A record that failed validation. One that declares itself session_meta still opens the file
   * as §10 asks: its own error says what is wrong with it, and a warning on the next record that
   * the file does not start with session_meta would send the reader looking for a missing start.
   */
  invalid(value: unknown): void {
    if (this.seenFirst) return;
    this.seenFirst =
      typeof value === 'object' &&
      value !== null &&
      'type' in value &&
      value.type === 'session_meta';
  }

  /** The breaches to name for this record; the same empty list for most records. */
  check(env: AnyEnvelope, line: number): readonly Diagnostic[] {
    // Checked first, without building anything: a valid record breaks no rule.
    if (this.seenFirst && !RULES.some((rule) => rule.test(env))) return NONE;
    const out: Diagnostic[] = [];
    const place = { file: this.file, line };
    if (!this.seenFirst) {
      this.seenFirst = true;
      if (env.type !== 'session_meta')
        out.push(
          diagnosticOf(place, 'warning', {
            code: 'first-not-session-meta',
            params: { record: describeRecord(env) },
          }),
        );
    }
    for (const rule of RULES) {
      if (!rule.test(env)) continue;
      const count = this.extra.get(rule);
      if (count === undefined) {
        this.extra.set(rule, 0);
        out.push(diagnosticOf(place, rule.severity, { code: rule.code }));
      } else this.extra.set(rule, count + 1);
    }
    return out;
  }

  finish(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const [rule, more] of this.extra)
      if (more > 0)
        out.push(
          diagnosticOf({ file: this.file }, rule.severity, {
            code: 'trace-rule-repeated',
            params: { rule: rule.code, more },
          }),
        );
    this.extra.clear();
    return out;
  }
}
