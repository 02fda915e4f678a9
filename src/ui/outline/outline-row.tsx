// One entry of the outline: a task's prompt, a turn's figures, a compaction or a child session.
import { memo } from 'react';
import type { SessionKey } from '../../store/model';
import type { OutlineEntry } from '../../store/outline/outline';
import type { TurnFigures } from '../../store/outline/turn-figures';
import { formatTokens } from '../common/format';
import { VisibleText } from '../common/visible-text';
import { useTraceView } from '../trace-context';
import { EntryCost, TaskCost } from '../cost/entry-cost';
import { sessionIdOf } from '../../store/session-key';
import { turnLabel } from '../sessions/turn-label';
import { useChildLabel } from '../sessions/use-child-label';
import { useT } from '../i18n/language-store';
import type { Catalog } from '../../i18n/catalogs';
import { markerLabel, parseMarkers } from '../markdown/markers';

const EXCERPT = 90;
const NONE: TurnFigures = { attempts: 0, failures: 0, tools: 0, children: 0, tokens: 0 };

/** A prompt's start as one line, its system markers by their names ("Scheduled task: …"). */
function promptLine(content: string, words: Catalog['markdown']): string {
  const text = content.slice(0, EXCERPT * 2);
  const parts = parseMarkers(text).map((seg) =>
    seg.kind === 'text'
      ? seg.text
      : [markerLabel(seg.name, words), seg.arg ?? seg.body].filter(Boolean).join(': '),
  );
  return parts.join(' · ').replace(/\s+/g, ' ').trim().slice(0, EXCERPT);
}

function TaskLabel({ item }: { item: number }) {
  const it = useTraceView('item', item);
  const all = useT();
  const line = it?.kind === 'message' ? promptLine(it.content, all.markdown) : '';
  const t = all.outline;
  return (
    <span className="truncate font-medium text-fg">
      <VisibleText text={line || t.emptyPrompt} />
    </span>
  );
}

/** A child session by its title when the server named it, else its id as its lane shows it. */
function ChildLabel({ child }: { child: SessionKey }) {
  return (
    <span className="truncate text-violet" title={sessionIdOf(child)}>
      ⤷ <VisibleText text={useChildLabel(child)} />
    </span>
  );
}

function TurnLabel({ entry }: { entry: OutlineEntry & { kind: 'turn' } }) {
  const f = useTraceView('turnFigures', entry.request) ?? NONE;
  // The request's own number, as its divider and its context view name it.
  const turn = useTraceView('request', entry.request)?.turn ?? 0;
  const t = useT();
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-fg-soft">
      <span>{turnLabel({ turn, compaction: false }, t)}</span>
      {f.tools ? <span title={t.outline.toolCalls}>⚒ {f.tools}</span> : null}
      {f.children ? <span title={t.outline.childSessions}>⤷ {f.children}</span> : null}
      {f.failures ? (
        <span title={t.outline.failures} className="text-danger">
          ✕ {f.failures}
        </span>
      ) : null}
      {f.tokens ? (
        <span className="ml-auto text-fg-faint tabular-nums">{formatTokens(f.tokens)}</span>
      ) : null}
      <EntryCost entry={entry} />
    </span>
  );
}

/** Memoized: the panel re-renders whenever the reader scrolls, its rows only when they change. */
export const OutlineRow = memo(function OutlineRow({
  entries,
  index,
  current,
  onPick,
}: {
  entries: readonly OutlineEntry[];
  index: number;
  current: boolean;
  onPick: (entry: OutlineEntry) => void;
}) {
  const entry = entries[index] as OutlineEntry;
  const indent = entry.kind === 'task' ? '' : 'pl-4';
  const t = useT().outline;
  return (
    <button
      type="button"
      data-testid={`outline-${entry.kind}`}
      data-item-id={entry.item}
      data-current={current}
      aria-current={current ? 'location' : undefined}
      onClick={() => onPick(entry)}
      className={`flex w-full min-w-0 items-center rounded px-2 py-1 text-left text-xs ${indent} ${
        current ? 'bg-accent/10 ring-1 ring-accent/30' : 'hover:bg-raised-soft'
      }`}
    >
      {entry.kind === 'task' && (
        <>
          <TaskLabel item={entry.item} />
          <TaskCost entries={entries} index={index} />
        </>
      )}
      {entry.kind === 'turn' && <TurnLabel entry={entry} />}
      {entry.kind === 'compaction' && (
        <>
          <span className="text-info">{t.compaction}</span>
          <EntryCost entry={entry} />
        </>
      )}
      {entry.kind === 'child' && <ChildLabel child={entry.child} />}
      {entry.kind === 'child' && <EntryCost entry={entry} />}
    </button>
  );
});
