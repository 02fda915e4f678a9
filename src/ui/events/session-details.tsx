import type { Json, MetaEnvelope } from '../../protocol/types';
import type { MetaItem } from '../../store/model';
import { Badge } from '../common/badge';
import { CopyButton } from '../common/copy-button';
import { countLines } from '../../protocol/text-lines';
import { formatBytes, formatClock, formatCount, formatTokens } from '../common/format';
import { useTraceView } from '../trace-context';
import { CollapsibleSection } from './collapsible-section';
import { MetaField } from './meta-field';
import { ToolList } from './tool-list';
import { VisibleText } from '../common/visible-text';
import { CODE_BOX } from '../common/looks';
import { useT } from '../i18n/language-store';
import type { Catalog } from '../../i18n/catalogs';

function windowLabel(
  t: Catalog['events'],
  w: MetaEnvelope['payload']['model_context_window'],
): string {
  const n = typeof w === 'number' ? w : Number(w);
  return Number.isFinite(n) && n > 0 ? t.windowSize(formatTokens(n), formatCount(n)) : String(w);
}

const jsonText = (v: Json | undefined) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Everything a session_meta says: model, paths, ids, system prompt and tools. */
export function SessionDetails({ item }: { item: MetaItem }) {
  const meta = item.envelope.payload;
  const sessionTools = useTraceView('sessionTools', item.session);
  const tools = meta.tools ?? sessionTools ?? [];
  const prompt = meta.system_prompt ?? '';
  const words = useT();
  const t = words.events;
  // A session_meta missing a required field is still shown (the reader warned of it).
  const missing = words.common.missing;
  return (
    <div className="space-y-2.5 rounded-md border border-line bg-surface-raised p-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-fg-strong">{t.session}</span>
        <span
          data-testid="session-id"
          className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-fg-label"
        >
          <VisibleText text={meta.session_id ?? missing} />
        </span>
        {meta.session_id !== undefined ? (
          <CopyButton text={meta.session_id} label={t.copyId} />
        ) : null}
        {meta.source ? (
          <Badge tone={meta.source === 'subagent' ? 'accent' : 'info'} data-source={meta.source}>
            {meta.source}
          </Badge>
        ) : null}
        <time
          dateTime={item.timestamp}
          title={item.timestamp}
          className="ml-auto font-mono text-[11px] text-fg-faint"
        >
          {formatClock(item.timestamp)}
        </time>
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <MetaField label={t.field.provider}>
          <VisibleText text={meta.provider ?? missing} />
        </MetaField>
        <MetaField label={t.field.model} mono>
          <VisibleText text={meta.model_id ?? missing} />
        </MetaField>
        <MetaField label={t.field.contextWindow}>
          {meta.model_context_window === undefined
            ? missing
            : windowLabel(t, meta.model_context_window)}
        </MetaField>
        {meta.thinking_level !== undefined ? (
          <MetaField label={t.field.thinkingLevel}>{jsonText(meta.thinking_level)}</MetaField>
        ) : null}
        <MetaField label={t.field.workspace} mono>
          {meta.workspace === undefined ? missing : <VisibleText text={meta.workspace} path />}
        </MetaField>
        <MetaField label={t.field.agentState} mono>
          {meta.agent_state === undefined ? missing : <VisibleText text={meta.agent_state} path />}
        </MetaField>
      </div>
      <CollapsibleSection
        title={t.systemPrompt}
        testId="system-prompt"
        summary={t.promptSize(countLines(prompt), formatBytes(prompt.length))}
      >
        <pre
          className={`max-h-[32rem] bg-well [overflow-wrap:anywhere] text-fg-secondary ${CODE_BOX}`}
        >
          {prompt}
        </pre>
      </CollapsibleSection>
      <CollapsibleSection
        title={t.tools}
        testId="session-tools"
        summary={t.toolCount(tools.length)}
      >
        <ToolList tools={tools} />
      </CollapsibleSection>
    </div>
  );
}
