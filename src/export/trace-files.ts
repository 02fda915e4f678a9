// A live session written back as Trace files (PROTOCOL.md §10): complete records only, the main
// session's without any origin record, each child in its own file with `origin` removed, one
// file per model context (a `session_meta` after the first starts the next).
import { isPartial } from '../ingest/live-merge';
import type { AnyEnvelope } from '../protocol/types';
import { sessionKeyOf } from '../store/session-key';

export interface TraceFile {
  name: string;
  text: string;
  records: number;
}

/** What the server adds to `/messages` records; not part of a Trace record. */
const SERVER_FIELDS = ['tracePosition'];

/** The record as received, less `origin` and server annotations; key order kept. */
export function traceLine(env: AnyEnvelope): string {
  const drop = [...SERVER_FIELDS, 'origin'].filter((k) => k in env);
  if (drop.length === 0) return JSON.stringify(env);
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(env)) if (!drop.includes(k)) copy[k] = v;
  return JSON.stringify(copy);
}

const pad3 = (n: number) => String(n).padStart(3, '0');

function sessionIdOf(records: readonly AnyEnvelope[], fallback: string): string {
  for (const r of records)
    if (r.type === 'session_meta' && typeof r.payload.session_id === 'string')
      return r.payload.session_id;
  return fallback;
}

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, '_') || 'session';
}

const isPointerTo = (r: AnyEnvelope, child: string) =>
  r.type === 'event_msg' && r.payload.type === 'subagent' && r.payload.session_id === child;

/**
 * Neither the live stream nor `/messages` carries the parent's `subagent` pointer (the server
 * splices the child in its place), yet a loader needs it to put the child file under its parent.
 * It is rebuilt where the child's first record arrived, with that record's timestamp.
 */
export function withPointers(records: readonly AnyEnvelope[]): AnyEnvelope[] {
  const out: AnyEnvelope[] = [];
  const known = new Set<string>();
  for (const r of records) {
    const origin = r.origin ?? [];
    const child = origin[origin.length - 1];
    const key = sessionKeyOf(origin);
    if (child !== undefined && !known.has(key)) {
      known.add(key);
      const parent = origin.slice(0, -1);
      if (!records.some((x) => isPointerTo(x, child))) {
        const pointer = {
          timestamp: r.timestamp,
          type: 'event_msg',
          payload: { type: 'subagent', session_id: child },
          ...(parent.length > 0 ? { origin: parent } : {}),
        };
        out.push(pointer as AnyEnvelope);
      }
    }
    out.push(r);
  }
  return out;
}

/**
 * `records` in arrival order. `rootId` names the main session's files when no `session_meta`
 * of it was received (a live main stream never carries one, §9).
 */
export function traceFiles(records: readonly AnyEnvelope[], rootId: string): TraceFile[] {
  const groups = new Map<string, { id: string; records: AnyEnvelope[] }>();
  for (const r of withPointers(records.filter((r) => !isPartial(r)))) {
    const origin = r.origin ?? [];
    const key = sessionKeyOf(origin);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { id: origin[origin.length - 1] ?? '', records: [] }));
    g.records.push(r);
  }
  const files: TraceFile[] = [];
  for (const [key, g] of groups) {
    const id = safeName(key === '' ? sessionIdOf(g.records, rootId) : g.id);
    let context: AnyEnvelope[] = [];
    const contexts = [context];
    for (const r of g.records) {
      if (r.type === 'session_meta' && context.length > 0) contexts.push((context = []));
      context.push(r);
    }
    contexts.forEach((list, i) => {
      if (list.length === 0) return;
      files.push({
        name: `${id}_${pad3(i + 1)}.jsonl`,
        text: list.map(traceLine).join('\n') + '\n',
        records: list.length,
      });
    });
  }
  return files;
}
