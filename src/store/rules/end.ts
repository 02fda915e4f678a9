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
  for (const [, , id] of d.tools.entries()) {
    const t = d.item(id) as ToolItem;
    const where = t.at ?? at;
    if (t.callStatus === 'missing')
      d.violate(
        'output-without-call',
        '§9',
        'error',
        `${t.outputStatus === 'none' ? 'approval' : 'output'} for ${t.toolCallId} but no tool_call`,
        t.session,
        where,
      );
    else if (t.outputStatus === 'none' && t.decision !== 'deny' && t.decision !== 'forbidden')
      d.violate(
        'call-without-output',
        '§9',
        'error',
        `tool_call ${t.toolCallId} (${t.name}) never got its output`,
        t.session,
        where,
      );
    else if (t.outputStatus === 'none')
      d.violate(
        'call-without-output',
        '§9',
        'error',
        `${t.decision} tool_call ${t.toolCallId} has no synthetic output`,
        t.session,
        where,
      );
  }
  d.ended = true;
}
