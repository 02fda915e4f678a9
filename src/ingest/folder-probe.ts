// Reads only the ends of a session's files: the first line (session_meta) can hold a long
// system prompt and tool schemas, so the head slice grows until the first prompt shows up.
import type { FolderSession, SessionProbe } from './folder-scan';
import { readHead, readTail } from './folder-scan';

const HEAD = 16 * 1024;
const HEAD_MAX = 1024 * 1024;
const TAIL = 16 * 1024;

async function text(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await blob.arrayBuffer());
}

export async function probeSession(session: FolderSession): Promise<SessionProbe> {
  const first = session.files[0]?.file;
  const last = session.files[session.files.length - 1]?.file;
  if (!first || !last) return { subagent: false, status: 'running' };
  let size = HEAD;
  let head = readHead(await text(first.slice(0, size)));
  while (head.title === undefined && size < first.size && size < HEAD_MAX) {
    size *= 4;
    head = readHead(await text(first.slice(0, size)));
  }
  const tail = readTail(await text(last.slice(Math.max(last.size - TAIL, 0))));
  return { ...head, ...tail };
}

/** Probes sessions a few at a time, reporting each as it is known. */
export function probeAll(
  sessions: readonly FolderSession[],
  onProbe: (sessionId: string, probe: SessionProbe) => void,
  concurrency = 6,
): () => void {
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped && next < sessions.length) {
      const s = sessions[next++];
      if (!s) continue;
      const probe = await probeSession(s).catch((): SessionProbe => ({
        subagent: false,
        status: 'running',
      }));
      if (!stopped) onProbe(s.sessionId, probe);
    }
  };
  for (let i = 0; i < concurrency; i++) void worker();
  return () => {
    stopped = true;
  };
}
