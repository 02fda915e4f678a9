// For the shell's "Approvals" tab: how many decisions (and pending asks) the audit lists.
import { approvalTotal } from '../../store/derive/approvals';
import type { SessionKey } from '../../store/model';
import { useTrace } from '../trace-context';

export function useApprovalTotal(root: SessionKey = ''): number {
  return useTrace((s) => approvalTotal(s.trace, root));
}
