// A PenguinHarness-layout tree for the library specs: a family (a parent that starts a child,
// both in acme/coder), and small sessions over two projects, three agents and several days,
// one of them holding a word found nowhere else.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexPaths } from '../../server/library/indexer';
import { openDb } from '../../server/library/open-db';
import { startServer, type RunningServer } from '../../server/index';
import {
  CHILD,
  PARENT,
  familyLines,
  fileText,
  linesOf,
  tempRoot,
  tracesFolder,
} from '../../test/support/library-tree';
import { createTraceBuilder, tokens } from '../../test/support/trace-builder';

export { CHILD, PARENT };
export const NEEDLE = 'zanzibarquux';
export const NEEDLE_SESSION = 'session-2026-01-05-10-00-00-0000c0de';

const PLACES = [
  ['acme', 'coder'],
  ['acme', 'reviewer'],
  ['beta', 'writer'],
] as const;

/** The lines of one small session: a prompt, a tool call, an answer; `failed` ends in an error. */
export function smallSession(
  id: string,
  day: string,
  opts: { prompt: string; tool: string; failed?: boolean; model?: string },
): string[] {
  const b = createTraceBuilder({ start: `${day}T10:00:00.000Z`, step: 1000 });
  return linesOf([
    b.makeMeta({ session_id: id, model_id: opts.model ?? 'claude-sonnet-4-5' }),
    b.text('user', opts.prompt),
    b.begin(),
    b.call('c1', opts.tool, '{"path":"README.md"}'),
    b.output('c1', `output of ${opts.tool}`),
    b.makeTokenUsage({ request: tokens(100, 10, 20), session: tokens(100, 10, 20) }),
    opts.failed ? b.end('failed', { error_message: 'upstream exploded' }) : b.end('completed'),
  ]);
}

export interface LibraryTree {
  root: string;
  /** Every session id in the tree (the family's two included). */
  sessions: string[];
  /** Writes one more session (a new file) into acme/coder, as a running harness would. */
  addSession(id: string, prompt: string): void;
}

export function writeLibraryTree(extra = 8): LibraryTree {
  const root = tempRoot();
  const { parent, child } = familyLines();
  const familyDir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  writeFileSync(join(familyDir, `${PARENT}_001.jsonl`), fileText(parent));
  writeFileSync(join(familyDir, `${CHILD}_001.jsonl`), fileText(child));
  const sessions = [PARENT, CHILD];
  for (let i = 0; i < extra; i++) {
    const [project, agent] = PLACES[i % PLACES.length] ?? PLACES[0];
    const day = `2026-01-${String(3 + (i % 4)).padStart(2, '0')}`;
    const id =
      i === 0
        ? NEEDLE_SESSION
        : `session-${day}-11-00-${String(i).padStart(2, '0')}-0000${1000 + i}`;
    const lines = smallSession(id, day, {
      prompt: i === 0 ? `Please look for ${NEEDLE} in the logs` : `Task number ${i}`,
      tool: i % 2 === 0 ? 'read_file' : 'exec_command',
      failed: i % 3 === 2,
    });
    writeFileSync(
      join(tracesFolder(root, project, agent, day), `${id}_001.jsonl`),
      fileText(lines),
    );
    sessions.push(id);
  }
  return {
    root,
    sessions,
    addSession(id, prompt) {
      const dir = tracesFolder(root, 'acme', 'coder', '2026-01-07');
      const lines = smallSession(id, '2026-01-07', { prompt, tool: 'read_file' });
      writeFileSync(join(dir, `${id}_001.jsonl`), fileText(lines));
    },
  };
}

/** Omniscope serving the library of `paths` on a free port; the index is `db`, else a new one. */
export function serveLibrary(
  paths: string[],
  db = join(tempRoot(), 'library.duckdb'),
  batchBytes?: number,
): Promise<RunningServer> {
  return startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    demo: false,
    library: { paths, db, ...(batchBytes ? { batchBytes } : {}) },
  });
}

/** `root` indexed before it is served, so the page's first answer is the whole tree. */
export async function serveIndexed(root: string): Promise<RunningServer> {
  const db = join(tempRoot(), 'library.duckdb');
  const open = await openDb(db, 'write');
  await indexPaths(open.db, [root]);
  open.close();
  return serveLibrary([root], db);
}
