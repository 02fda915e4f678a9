// Every approval decision of a session and its children, pending ones first in colour; each row
// reveals its call in the conversation.
import { useMemo } from 'react';
import { approvalAudit, countDecisions } from '../../store/derive/approvals';
import type { SessionKey } from '../../store/model';
import { useTrace } from '../trace-context';
import { ApprovalsAuditRow } from './approvals-audit-row';
import { useRevealItem } from './use-reveal-item';
import { LABEL } from './looks';

export function ApprovalsAudit({ root = '' }: { root?: SessionKey }) {
  const trace = useTrace((s) => s.trace);
  const entries = useMemo(() => approvalAudit(trace, root), [trace, root]);
  const counts = useMemo(() => countDecisions(entries), [entries]);
  const reveal = useRevealItem();
  return (
    <section
      data-testid="approvals-audit"
      data-count={entries.length}
      className="flex min-h-0 w-full min-w-0 flex-col text-sm"
    >
      <header className="flex flex-wrap items-baseline gap-x-2 border-b border-line px-3 py-2">
        <h2 className={`${LABEL} text-fg-label`}>Approvals</h2>
        <span className="text-xs text-fg-muted">
          {counts.allow} allowed · {counts.deny} denied · {counts.forbidden} forbidden
          {counts.other > 0 && ` · ${counts.other} other`}
          {counts.pending > 0 && (
            <span className="font-medium text-warn-vivid"> · {counts.pending} pending</span>
          )}
        </span>
      </header>
      {entries.length === 0 ? (
        <p className="px-3 py-4 text-xs text-fg-muted">No approval decisions in this trace.</p>
      ) : (
        <ol className="min-h-0 flex-1 overflow-y-auto py-1">
          {entries.map((e) => (
            <ApprovalsAuditRow key={e.itemId} entry={e} main={e.session === root} onOpen={reveal} />
          ))}
        </ol>
      )}
    </section>
  );
}
