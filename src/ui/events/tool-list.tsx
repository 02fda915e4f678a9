import type { ToolSpec } from '../../protocol/types';
import { ToolSpecView } from './tool-spec-view';
import { useT } from '../i18n/language-store';

/** A session's tools, each collapsed to one line. */
export function ToolList({ tools }: { tools: readonly ToolSpec[] }) {
  const t = useT().events;
  if (tools.length === 0) return <p className="text-xs text-fg-faint italic">{t.noTools}</p>;
  return (
    <ul data-testid="tool-list" className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
      {tools.map((tool, i) => (
        <ToolSpecView key={`${tool.name}-${i}`} tool={tool} />
      ))}
    </ul>
  );
}
