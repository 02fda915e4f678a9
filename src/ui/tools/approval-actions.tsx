// The slot for Allow/Deny buttons on a call waiting for approval. This part only draws the
// waiting state; the live connection fills the slot, either per card (`actions` prop of
// ToolCallCard) or for the whole tree with <ApprovalActionsProvider render={(item) => …}>.
import { createContext, useContext, type ReactNode } from 'react';
import type { ToolItem } from '../../store/model';

export type ApprovalActions = (item: ToolItem) => ReactNode;

const ApprovalActionsContext = createContext<ApprovalActions | null>(null);

export function ApprovalActionsProvider({
  render,
  children,
}: {
  render: ApprovalActions | null;
  children: ReactNode;
}) {
  return (
    <ApprovalActionsContext.Provider value={render}>{children}</ApprovalActionsContext.Provider>
  );
}

export function useApprovalActions(): ApprovalActions | null {
  return useContext(ApprovalActionsContext);
}
