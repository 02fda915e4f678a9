// Where a child session is drawn in its parent. Neither the stream nor /messages says which call
// spawned a child, and the Trace's `subagent` pointer names no call either: the child goes on the
// spawning call still waiting for its output, matched by its prompt when several are waiting.
import type { EventEnvelope } from '../../protocol/types';
import { UNPLACED, type Draft, type DraftSession } from '../draft';
import type { SubagentItem, ToolItem } from '../model';

const SPAWNING_TOOL = /agent|delegate|spawn|task/i;
const LOOKBACK = 400;

/** Spawning calls with no child yet, oldest first; `waiting`: only those with no output yet. */
function candidates(d: Draft, parent: DraftSession, waiting = true): ToolItem[] {
  const out: ToolItem[] = [];
  for (let i = Math.max(0, parent.items.size - LOOKBACK); i < parent.items.size; i++) {
    const it = d.item(parent.items.get(i) as number);
    if (
      it.kind === 'tool' &&
      it.childKey === undefined &&
      (!waiting || it.outputStatus !== 'complete') &&
      SPAWNING_TOOL.test(it.name)
    )
      out.push(it);
  }
  return out;
}

function attach(d: Draft, tool: ToolItem, child: DraftSession): void {
  d.update<ToolItem>(tool.id, {
    childKey: child.key,
    ...(child.pointer ? { pointer: child.pointer } : {}),
  });
  child.spawnItem = tool.id;
  delete child.pointer;
  d.edit(tool.session).layout += 1;
}

function markHere(
  d: Draft,
  parent: DraftSession,
  child: DraftSession,
  timestamp: string,
  pointer?: EventEnvelope,
): void {
  child.spawnItem = d.add<SubagentItem>({
    kind: 'subagent',
    session: parent.key,
    childKey: child.key,
    timestamp,
    ...(pointer ? { envelope: pointer } : {}),
    id: UNPLACED,
    requestId: undefined,
  }).id;
}

/**
 * A child just seen (first record, or the parent's pointer): one waiting spawning call takes it;
 * with none it is drawn here; with several the choice waits for its prompt (`placeByPrompt`).
 */
export function placeChild(
  d: Draft,
  parent: DraftSession,
  child: DraftSession,
  timestamp: string,
  pointer?: EventEnvelope,
): void {
  if (child.spawnItem !== undefined) {
    if (!pointer) return;
    const spawn = d.item(child.spawnItem);
    if (spawn.kind === 'tool') d.update<ToolItem>(spawn.id, { pointer });
    else if (spawn.kind === 'subagent') d.update<SubagentItem>(spawn.id, { envelope: pointer });
    return;
  }
  if (pointer) child.pointer = pointer;
  const waiting = candidates(d, parent);
  if (waiting.length === 1) attach(d, waiting[0] as ToolItem, child);
  else if (waiting.length === 0) markHere(d, parent, child, timestamp, pointer);
}

/**
 * The prompt a parent sent its unplaced child picks the call whose arguments carry it, even a
 * finished one (a child's own Trace file is read after its parent's); else the oldest waiting.
 */
export function placeByPrompt(d: Draft, child: DraftSession, prompt: string): void {
  if (child.spawnItem !== undefined || child.parent === undefined) return;
  const parent = d.edit(child.parent);
  const quoted = JSON.stringify(prompt).slice(1, -1);
  const tool =
    candidates(d, parent, false).find((t) => t.args.includes(quoted)) ?? candidates(d, parent)[0];
  if (tool) attach(d, tool, child);
}
