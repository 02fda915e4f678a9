// What one outline turn did: attempts, tool calls, failures, children and tokens. Read for the
// few turns on screen, each over its own items only.
import type { ItemId, TraceState } from '../model';
import { sameTurn } from '../turns';

export interface TurnFigures {
  attempts: number;
  /** Failed attempts and failed or refused tool calls. */
  failures: number;
  tools: number;
  children: number;
  tokens: number;
}

export function turnFigures(t: TraceState, request: number): TurnFigures | undefined {
  const first = t.requests.get(request);
  const s = first && t.sessions.get(first.session);
  if (!first || !s) return undefined;
  const f: TurnFigures = { attempts: 0, failures: 0, tools: 0, children: 0, tokens: 0 };
  let next: ItemId | undefined;
  for (let i = s.requests.indexOfSorted(request); i >= 0 && i < s.requests.size; i++) {
    const r = t.requests.get(s.requests.get(i) as number);
    if (!r) break;
    if (!sameTurn(r, first)) {
      next = r.beginItem;
      break;
    }
    f.attempts += 1;
    if (r.status !== undefined && r.status !== 'completed') f.failures += 1;
    f.tokens += r.usage?.total ?? 0;
  }
  const from = first.beginItem ?? first.endItem ?? 0;
  for (let i = s.items.lowerBound(from); i < s.items.size; i++) {
    const id = s.items.get(i) as ItemId;
    if (next !== undefined && id >= next) break;
    const it = t.items.get(id);
    if (it?.kind === 'tool') {
      f.tools += 1;
      const refused = it.decision === 'deny' || it.decision === 'forbidden';
      if (refused || it.outputStopReason === 'failed') f.failures += 1;
    }
    if ((it?.kind === 'tool' || it?.kind === 'subagent') && it.childKey !== undefined)
      f.children += 1;
  }
  return f;
}
