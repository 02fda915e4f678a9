// The row that draws each payload type. Keyed by the protocol's own type unions, so a payload type
// added to the protocol has no row until it is given one here, and the app does not compile.
import type { ComponentType } from 'react';
import type { EventKind } from '../../protocol/kinds';
import type { MessageType } from '../../store/model';
import { GoalFinishedRow } from '../events/goal-finished-row';
import { McpConnectBeginRow, McpConnectEndRow } from '../events/mcp-connect-rows';
import { TokenUsageRow } from '../events/token-usage-row';
import { ToolListReadyRow } from '../events/tool-list-ready-row';
import { ImageUrlMessage } from '../messages/image-url-message';
import { InlineDataMessage } from '../messages/inline-data-message';
import { TextMessage } from '../messages/text-message';
import { ThinkingMessage } from '../messages/thinking-message';
import { AbortRow } from '../sessions/abort-row';
import { CompactionRow } from '../sessions/compaction-row';
import { RequestRow } from '../sessions/request-row';
import { SubagentRow } from '../sessions/subagent-row';
import type { EventRowProps, MessageRowProps } from './row-props';

/**
 * Tool calls and their outputs are drawn by the tool call card (ui/tools/), fragments by the row of
 * their complete twin: those types have no row of their own.
 */
export const MESSAGE_ROWS: { readonly [K in MessageType]: ComponentType<MessageRowProps> } = {
  text: TextMessage,
  thinking: ThinkingMessage,
  inline_thinking: InlineDataMessage,
  inline_data: InlineDataMessage,
  image_url: ImageUrlMessage,
};

/** null: the type is drawn on another row, never as an item of its own. */
export const EVENT_ROWS: {
  readonly [K in EventKind]: ComponentType<EventRowProps<K>> | null;
} = {
  request_begin: RequestRow,
  request_end: RequestRow,
  // On the tool call it decides (store/rules/tools.ts).
  approval_decision: null,
  token_usage: TokenUsageRow,
  compaction_begin: CompactionRow,
  compaction_end: CompactionRow,
  abort: AbortRow,
  subagent: SubagentRow,
  tool_list_ready: ToolListReadyRow,
  mcp_connect_begin: McpConnectBeginRow,
  mcp_connect_end: McpConnectEndRow,
  goal_finished: GoalFinishedRow,
};
