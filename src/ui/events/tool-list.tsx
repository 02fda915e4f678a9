import type { ToolSpec } from '../../protocol/types';
import { ToolSpecView } from './tool-spec-view';

/** A session's tools, each collapsed to one line. */
export function ToolList({ tools }: { tools: readonly ToolSpec[] }) {
  if (tools.length === 0) return <p className="text-xs text-fg-faint italic">No tools</p>;
  return (
    <ul data-testid="tool-list" className="divide-y divide-zinc-100 dark:divide-zinc-800/70">
      {tools.map((t, i) => (
        <ToolSpecView key={`${t.name}-${i}`} tool={t} />
      ))}
    </ul>
  );
}
