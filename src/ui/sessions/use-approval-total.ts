// For the shell's "Approvals" tab: how many decisions (and pending asks) the audit lists.
import type { SessionKey } from '../../store/model';
import { useTraceView } from '../trace-context';

export function useApprovalTotal(root: SessionKey = ''): number {
  return useTraceView('approvalTotal', root);
}
