// For the shell's "Approvals" tab: how many decisions (and pending asks) the audit lists.
import { approvalAudit } from '../../store/derive/approvals';
import type { SessionKey } from '../../store/model';
import { useTrace } from '../trace-context';

export function useApprovalTotal(root: SessionKey = ''): number {
  return useTrace((s) => approvalAudit(s.trace, root).length);
}
