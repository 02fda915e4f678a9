// `omniscope serve --tail` says when the file it follows is deleted (`tail_file` server event,
// status `deleted`) and when one is there again (any other status): the stream stays open, but
// nothing more comes from it until then.
import type { AnyServerEvent } from '../protocol/types';
import type { LinkReason } from '../net/link-reason';

/** Why the source is gone (the server's words), null when it is back, undefined when untold. */
export function sourceGone(event: AnyServerEvent): LinkReason | null | undefined {
  if (event.type !== 'tail_file') return undefined;
  if (event.status !== 'deleted') return null;
  return typeof event.message === 'string'
    ? { code: 'said', text: event.message }
    : { code: 'file-deleted' };
}
