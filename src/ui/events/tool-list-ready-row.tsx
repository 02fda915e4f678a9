import type { EventRowProps } from '../rows/row-props';
import { EventLine } from './event-line';
import { ToolList } from './tool-list';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** tool_list_ready: "N tools ready", the list on demand. */
export function ToolListReadyRow({ item, payload }: EventRowProps<'tool_list_ready'>) {
  const tools = payload.tools;
  const names = tools.map((tool) => tool.name).join(', ');
  const t = useT().events;
  return (
    <EventLine
      label={t.tools}
      timestamp={item.timestamp}
      testId="tool-list-ready"
      details={<ToolList tools={tools} />}
    >
      <span className="shrink-0 font-medium text-fg-secondary">{t.toolsReady(tools.length)}</span>
      <span className="min-w-0 flex-1 truncate font-mono text-[11px] text-fg-faint">
        <VisibleText text={names} />
      </span>
    </EventLine>
  );
}
