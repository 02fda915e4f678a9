// The system prompt and tool list of the model context, folded: they are long and rarely change.
import type { ModelContext } from '../../context/model-context';
import { formatCount } from '../common/format';

/** The system prompt, scrolling in its own box. */
const PROMPT_BOX = [
  'mt-1 max-h-64 overflow-auto rounded bg-sunken p-2',
  'font-mono text-[11px] break-words whitespace-pre-wrap text-fg',
].join(' ');

const SUMMARY = 'cursor-pointer text-xs font-medium text-fg-secondary';
const size = (s: { chars: number; tokens: number }) =>
  `${formatCount(s.chars)} ch · ≈${formatCount(s.tokens)} tok`;

export function ContextPreamble({ context }: { context: ModelContext }) {
  const { systemPrompt, tools } = context;
  return (
    <div className="space-y-1">
      <details data-testid="context-system-prompt">
        <summary className={SUMMARY}>
          System prompt{' '}
          <span className="font-mono text-[10.5px] text-fg-muted">
            {systemPrompt ? size(systemPrompt) : 'not in this trace (no session_meta)'}
          </span>
        </summary>
        {systemPrompt && <pre className={PROMPT_BOX}>{systemPrompt.text}</pre>}
      </details>
      <details data-testid="context-tools" data-count={tools?.specs.length ?? 0}>
        <summary className={SUMMARY}>
          Tools{tools && ` (${tools.specs.length})`}{' '}
          <span className="font-mono text-[10.5px] text-fg-muted">
            {tools ? size(tools) : 'no tool list in this trace'}
          </span>
        </summary>
        {tools && (
          <ul className="mt-1 space-y-0.5 text-[11px]">
            {tools.specs.map((t) => (
              <li key={t.name} className="truncate">
                <span className="font-mono text-fg">{t.name}</span>{' '}
                <span className="text-fg-muted">{t.description}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
