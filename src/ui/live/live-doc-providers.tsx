// Wraps a document's conversation so its tool cards get Allow/Deny and its rows the live actions.
import type { ReactNode } from 'react';
import { liveOfDoc } from '../../live/live-registry';
import type { ToolItem } from '../../store/model';
import { ApprovalActionsProvider } from '../tools/approval-actions';
import { ApprovalButtons } from './approval-buttons';
import { LiveActionsProvider } from './live-actions-context';

const renderApproval = (item: ToolItem) => <ApprovalButtons item={item} />;

export function LiveDocProviders({ docId, children }: { docId: string; children: ReactNode }) {
  const actions = liveOfDoc(docId)?.actions ?? null;
  return (
    <LiveActionsProvider actions={actions}>
      <ApprovalActionsProvider render={actions ? renderApproval : null}>
        {children}
      </ApprovalActionsProvider>
    </LiveActionsProvider>
  );
}
