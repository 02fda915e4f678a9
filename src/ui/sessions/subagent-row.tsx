// A subagent pointer. Where it is the child's place the card follows it; otherwise the child is
// drawn elsewhere (on its spawning call) and this line links there.
import type { EventItem, SubagentItem } from '../../store/model';
import type { SubagentPayload } from '../../protocol/types';
import type { EventRowProps } from '../rows/row-props';
import { useTraceView } from '../trace-context';
import { shortId } from './copyable-id';
import { useRevealItem } from './use-reveal-item';
import { VisibleText } from '../common/visible-text';
import { FOCUS_RING } from '../common/looks';
import { childSessionKey, sessionIdOf } from '../../store/session-key';
import { useT } from '../i18n/language-store';

/** Indigo while it leads somewhere, grey once the child is not in the trace. */
const LINK_TONE =
  'text-indigo-700 disabled:text-zinc-500 disabled:no-underline dark:text-indigo-400';

/** Drawn for a child with no spawning call (its item), or for the parent's pointer event. */
type SubagentRowProps = { item: SubagentItem; payload?: never } | EventRowProps<'subagent'>;

const childKeyOf = (item: SubagentItem | EventItem, payload: SubagentPayload | undefined) =>
  item.kind === 'subagent'
    ? item.childKey
    : payload && childSessionKey(item.session, payload.session_id);

export function SubagentRow({ item, payload }: SubagentRowProps) {
  const key = childKeyOf(item, payload);
  const target = useTraceView('childTarget', key, item.id);
  const reveal = useRevealItem();
  const t = useT().sessions;
  const id = key === undefined ? '?' : sessionIdOf(key);
  const base = 'flex items-center gap-1 text-[11px] text-fg-muted';
  if (target === -1)
    return (
      <div data-testid="subagent-pointer" data-child-session={key} className={base}>
        ↳ {t.spawnedSubagent}{' '}
        <span className="font-mono">
          <VisibleText text={shortId(id)} />
        </span>
      </div>
    );
  return (
    <div data-testid="subagent-pointer" data-child-session={key} className={base}>
      <button
        type="button"
        disabled={target === undefined}
        onClick={() => target !== undefined && reveal(target)}
        title={id}
        className={`truncate rounded ${LINK_TONE} hover:underline ${FOCUS_RING}`}
      >
        → {t.subagentLink} <span className="font-mono">{id}</span>
      </button>
    </div>
  );
}
