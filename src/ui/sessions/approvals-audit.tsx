// Every approval decision of a session and its children, pending ones first in colour; each row
// reveals its call in the conversation.
import { useMemo } from 'react';
import { countDecisions } from '../../store/derive/approvals';
import type { SessionKey } from '../../store/model';
import { useTraceView } from '../trace-context';
import { ApprovalsAuditRow } from './approvals-audit-row';
import { useRevealItem } from './use-reveal-item';
import { LABEL } from './looks';
import { useT } from '../i18n/language-store';

export function ApprovalsAudit({ root = '' }: { root?: SessionKey }) {
  const entries = useTraceView('approvalAudit', root);
  const counts = useMemo(() => countDecisions(entries), [entries]);
  const reveal = useRevealItem();
  const t = useT();
  return (
    <section
      data-testid="approvals-audit"
      data-count={entries.length}
      className="flex min-h-0 w-full min-w-0 flex-col text-sm"
    >
      <header className="flex flex-wrap items-baseline gap-x-2 border-b border-line px-3 py-2">
        <h2 className={`${LABEL} text-fg-label`}>{t.sessions.approvals}</h2>
        <span className="text-xs text-fg-muted">
          {t.sessions.allowedCount(counts.allow)} · {t.sessions.deniedCount(counts.deny)} ·{' '}
          {t.sessions.forbiddenCount(counts.forbidden)}
          {counts.other > 0 && ` · ${t.sessions.otherCount(counts.other)}`}
          {counts.pending > 0 && (
            <span className="font-medium text-warn-vivid">
              {' '}
              · {t.sessions.pendingCount(counts.pending)}
            </span>
          )}
        </span>
      </header>
      {entries.length === 0 ? (
        <p className="px-3 py-4 text-xs text-fg-muted">{t.sessions.noApprovals}</p>
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
