import type { EventItem } from '../../store/model';
import { GoalFinishedRow } from './goal-finished-row';
import { McpConnectBeginRow, McpConnectEndRow } from './mcp-connect-rows';
import { TokenUsageRow } from './token-usage-row';
import { ToolListReadyRow } from './tool-list-ready-row';
import { UnknownEventRow } from './unknown-event-row';

/** Event rows not drawn by the sessions part (requests, compaction, abort, subagent). */
export function EventRow({ item }: { item: EventItem }) {
  if (!item.known) return <UnknownEventRow item={item} />;
  switch (item.type) {
    case 'token_usage':
      return <TokenUsageRow item={item} />;
    case 'tool_list_ready':
      return <ToolListReadyRow item={item} />;
    case 'mcp_connect_begin':
      return <McpConnectBeginRow item={item} />;
    case 'mcp_connect_end':
      return <McpConnectEndRow item={item} />;
    case 'goal_finished':
      return <GoalFinishedRow item={item} />;
    default:
      return <UnknownEventRow item={item} />;
  }
}
