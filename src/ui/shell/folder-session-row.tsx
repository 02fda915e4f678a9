import type { FolderNode, SessionProbe } from '../../ingest/folder-scan';
import { formatBytes } from './format';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';
import { STATUS_TONE } from './session-status-badge';

const HOVER = 'hover:bg-indigo-50/50 dark:hover:bg-indigo-950/20';

const clock = (ms: number | undefined) =>
  ms === undefined ? '' : new Date(ms).toISOString().slice(11, 19);

export function FolderSessionRow({
  node,
  probe,
  depth,
  onOpen,
}: {
  node: FolderNode;
  probe: SessionProbe | undefined;
  depth: number;
  onOpen: (node: FolderNode) => void;
}) {
  const t = useT();
  const words = t.shell.folderBrowser;
  const s = node.session;
  return (
    <button
      type="button"
      data-testid="folder-session"
      data-session-id={s.sessionId}
      data-depth={depth}
      data-status={probe?.status}
      onClick={() => onOpen(node)}
      style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}
      className={`flex w-full min-w-0 flex-col gap-1 py-2 pr-3 text-left ${HOVER} ${depth > 0 ? 'border-l-2 border-accent-edge' : ''}`}
    >
      <div className="flex w-full min-w-0 items-center gap-2">
        {depth > 0 && (
          <span className="text-[10px] font-semibold tracking-wide text-link uppercase">
            {words.subagent}
          </span>
        )}
        <span
          data-testid="folder-session-title"
          className="min-w-0 flex-1 truncate text-sm font-medium"
        >
          {probe ? (
            (probe.title ?? <span className="text-fg-faint italic">{words.noPrompt}</span>)
          ) : (
            <span className="text-fg-faint">…</span>
          )}
        </span>
        {probe && (
          <span
            className={`shrink-0 rounded px-1.5 py-px text-[10px] font-medium tracking-wide uppercase ring-1 ${STATUS_TONE[probe.status]}`}
          >
            {t.shell.sessionStatus[probe.status]}
          </span>
        )}
      </div>
      <div className="flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-[11px] text-fg-muted">
        <span className="truncate font-mono">
          <VisibleText text={s.sessionId} />
        </span>
        {probe?.model && <span className="font-mono">{probe.model}</span>}
        <span>
          {words.files(s.files.length)} · {formatBytes(s.bytes)}
        </span>
        {probe?.startedAt !== undefined && (
          <span className="tabular-nums">
            {clock(probe.startedAt)}
            {probe.endedAt !== undefined ? `–${clock(probe.endedAt)}` : ''}
          </span>
        )}
      </div>
    </button>
  );
}
