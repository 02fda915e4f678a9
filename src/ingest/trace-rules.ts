import type { AnyEnvelope } from '../protocol/types';
import type { Diagnostic, Severity } from './types';

interface Rule {
  severity: Severity;
  reason: string;
  test: (env: AnyEnvelope) => boolean;
}

// PROTOCOL.md §10: Trace files hold session_meta, complete model_msg and event_msg only, and no
// subagent (origin) messages. Breaking these does not lose data, so records are kept either way.
const RULES: Rule[] = [
  {
    severity: 'error',
    reason: 'Trace files never contain partials (kept as is)',
    test: (env) => env.type === 'model_msg' && env.payload.type.startsWith('partial_'),
  },
  {
    severity: 'warning',
    reason: 'origin field in a Trace file: Trace files never hold subagent messages (kept as is)',
    test: (env) => env.origin !== undefined,
  },
];

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

  check(env: AnyEnvelope, line: number): Diagnostic[] {
    const out: Diagnostic[] = [];
    if (!this.seenFirst) {
      this.seenFirst = true;
      if (env.type !== 'session_meta')
        out.push({
          file: this.file,
          line,
          severity: 'warning',
          reason: `first record is ${describeRecord(env)}, not session_meta: Trace files start with session_meta (the start of the file may be missing)`,
        });
    }
    for (const rule of RULES) {
      if (!rule.test(env)) continue;
      const count = this.extra.get(rule);
      if (count === undefined) {
        this.extra.set(rule, 0);
        out.push({ file: this.file, line, severity: rule.severity, reason: rule.reason });
      } else this.extra.set(rule, count + 1);
    }
    return out;
  }

  finish(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const [rule, count] of this.extra)
      if (count > 0)
        out.push({
          file: this.file,
          severity: rule.severity,
          reason: `${rule.reason}: ${count} more record${count === 1 ? '' : 's'} after the first`,
        });
    this.extra.clear();
    return out;
  }
}
