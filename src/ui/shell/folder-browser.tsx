// A dropped traces/ folder: its sessions by date, newest first, subagents under their parent.
// Nothing is read beyond the ends of each session until one is opened.
import { Fragment, useMemo, type ReactNode } from 'react';
import { groupFolder, nestSessions, type FolderNode } from '../../ingest/folder-scan';
import type { PickedFile } from '../../ingest/types';
import { useFolderStore } from '../load/folder-store';
import { openFiles } from '../load/open-local';
import { useFolderProbes } from '../load/use-folder-probes';
import { FolderSessionRow } from './folder-session-row';
import { useT } from '../i18n/language-store';

const EMPTY: never[] = [];

function filesOf(node: FolderNode): PickedFile[] {
  return [...node.session.files, ...node.children.flatMap(filesOf)];
}

export function FolderBrowser() {
  const t = useT();
  const files = useFolderStore((s) => s.files ?? EMPTY);
  const sessions = useMemo(() => groupFolder(files), [files]);
  const probes = useFolderProbes(sessions);
  const tree = useMemo(() => nestSessions(sessions, probes), [sessions, probes]);
  const byDate = useMemo(() => {
    const out = new Map<string, FolderNode[]>();
    for (const n of tree) out.set(n.session.date, [...(out.get(n.session.date) ?? []), n]);
    return [...out].sort((a, b) => b[0].localeCompare(a[0]));
  }, [tree]);

  const rows = (node: FolderNode, depth: number): ReactNode => (
    <Fragment key={node.session.sessionId}>
      <FolderSessionRow
        node={node}
        probe={probes.get(node.session.sessionId)}
        depth={depth}
        onOpen={(n) => openFiles(filesOf(n))}
      />
      {node.children.map((c) => rows(c, depth + 1))}
    </Fragment>
  );

  return (
    <div data-testid="folder-browser" className="min-w-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h1 className="text-sm font-semibold">{t.shell.folderBrowser.title}</h1>
          <span className="text-xs text-fg-muted tabular-nums">
            {t.shell.folderBrowser.counts(sessions.length, files.length, probes.size)}
          </span>
        </div>
        {byDate.map(([date, nodes]) => (
          <section key={date} data-testid="folder-date" data-date={date} className="mb-4">
            <h2 className="mb-1 text-[11px] font-semibold tracking-wider text-fg-muted uppercase">
              {date}
            </h2>
            <div className="divide-y divide-line-faint overflow-hidden rounded-md border border-line">
              {nodes.map((n) => rows(n, 0))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
