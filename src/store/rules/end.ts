// The source has nothing more (a file read to its end): what is still open never will close.
import type { Draft } from '../draft';
import type { Loc, ToolItem } from '../model';
import { markUnfinished } from './compaction';
import { closeSessionFragments } from './fragments';

export function applyEnd(d: Draft, at: Loc | undefined): void {
  for (const key of d.sessionKeys()) {
    closeSessionFragments(d, key, 'source-ended', at, { llmOnly: false, report: false });
    markUnfinished(d, key, at);
  }
  // Each id's chain walked in place, not gathered into arrays: a large file has a call per few
  // records, and this visits every one.
  const ids = d.tools.ids();
  for (let i = 0; i < ids.length; i++)
    for (let t: ToolItem | undefined = d.item(ids[i] as number) as ToolItem; t !== undefined;)
      t = reportOpen(d, t, at);
  d.ended = true;
}

/** Reports a tool item left without its call or its output; returns the next of its id's chain. */
function reportOpen(d: Draft, t: ToolItem, at: Loc | undefined): ToolItem | undefined {
  const next = t.sameIdNext === undefined ? undefined : (d.item(t.sameIdNext) as ToolItem);
  // A call waiting for a human was cut while it waited, not left without its output: its row
  // reads waiting, as it did live (a capture saved then, or time travel to that moment).
  if (t.approvalPending && t.decision === undefined) return next;
  const where = t.at ?? at;
  if (t.callStatus === 'missing')
    d.violate(
      {
        rule: 'output-without-call',
        params: { toolCallId: t.toolCallId, approvalOnly: t.outputStatus === 'none' },
      },
      '§9',
      'error',
      t.session,
      where,
    );
  else if (t.outputStatus === 'none' && t.decision !== 'deny' && t.decision !== 'forbidden')
    d.violate(
      { rule: 'call-without-output', params: { toolCallId: t.toolCallId, name: t.name } },
      '§9',
      'error',
      t.session,
      where,
    );
  else if (t.outputStatus === 'none')
    d.violate(
      {
        rule: 'call-without-output',
        params: { toolCallId: t.toolCallId, decision: String(t.decision) },
      },
      '§9',
      'error',
      t.session,
      where,
    );
  return next;
}
