import { useViewFlag } from '../../docs/doc-context';
import type { ToolSpec } from '../../protocol/types';
import { Chevron } from '../common/chevron';
import { JsonView } from '../common/json-view';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** One tool of a session's tool set: name, description, and its JSON Schema on demand. */
export function ToolSpecView({ tool }: { tool: ToolSpec }) {
  const [open, toggle] = useViewFlag(`tool:${tool.name}`, false);
  const firstLine = (tool.description ?? '').split('\n', 1)[0] ?? '';
  const t = useT().events;
  return (
    <li data-testid="tool-spec" data-tool={tool.name} className="py-1">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        className="flex w-full min-w-0 items-baseline gap-2 text-left"
      >
        <span className="self-center text-fg-faint">
          <Chevron open={open} />
        </span>
        <span className="shrink-0 font-mono text-xs font-semibold text-fg-title">
          <VisibleText text={tool.name} />
        </span>
        {!open ? <span className="min-w-0 truncate text-xs text-fg-muted">{firstLine}</span> : null}
      </button>
      {open ? (
        <div className="mt-1 space-y-1.5 pl-5">
          <p className="text-xs leading-relaxed whitespace-pre-wrap text-fg-label">
            {tool.description}
          </p>
          {tool.parameters ? (
            <JsonView value={tool.parameters} />
          ) : (
            <p className="text-xs text-fg-faint italic">{t.noParametersSchema}</p>
          )}
        </div>
      ) : null}
    </li>
  );
}
