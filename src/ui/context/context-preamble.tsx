// The system prompt and tool list of the model context, folded: they are long and rarely change.
import type { ModelContext } from '../../context/model-context';
import { useT } from '../i18n/language-store';

/** The system prompt, scrolling in its own box. */
const PROMPT_BOX = [
  'mt-1 max-h-64 overflow-auto rounded bg-sunken p-2',
  'font-mono text-[11px] break-words whitespace-pre-wrap text-fg',
].join(' ');

const SUMMARY = 'cursor-pointer text-xs font-medium text-fg-secondary';

export function ContextPreamble({ context }: { context: ModelContext }) {
  const t = useT().context;
  const size = (s: { chars: number; tokens: number }) => t.size(s.chars, s.tokens);
  const { systemPrompt, tools } = context;
  return (
    <div className="space-y-1">
      <details data-testid="context-system-prompt">
        <summary className={SUMMARY}>
          {t.systemPrompt}{' '}
          <span className="font-mono text-[10.5px] text-fg-muted">
            {systemPrompt ? size(systemPrompt) : t.noSystemPrompt}
          </span>
        </summary>
        {systemPrompt && <pre className={PROMPT_BOX}>{systemPrompt.text}</pre>}
      </details>
      <details data-testid="context-tools" data-count={tools?.specs.length ?? 0}>
        <summary className={SUMMARY}>
          {t.tools}
          {tools && t.toolCount(tools.specs.length)}{' '}
          <span className="font-mono text-[10.5px] text-fg-muted">
            {tools ? size(tools) : t.noTools}
          </span>
        </summary>
        {tools && (
          <ul className="mt-1 space-y-0.5 text-[11px]">
            {tools.specs.map((spec) => (
              <li key={spec.name} className="truncate">
                <span className="font-mono text-fg">{spec.name}</span>{' '}
                <span className="text-fg-muted">{spec.description}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
