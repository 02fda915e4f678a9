// Why a live link is in its state, as data: a code and its values, from where it is found (the SSE
// client, a replay, the live machine) to where it is drawn, which words it in the reader's
// language (connection-text.ts). Nothing reads a reason back out of English text.

export type LinkReason =
  | {
      code:
        | 'disconnected'
        | 'replay-finished'
        | 'capture-empty'
        | 'file-deleted'
        | 'server-ended'
        | 'no-body';
    }
  /** The server answered with an error status, and maybe its own message. */
  | { code: 'http'; status: number; message: string | null }
  /** The answer was not `text/event-stream` (null: no Content-Type at all). */
  | { code: 'not-event-stream'; contentType: string | null }
  /** Nothing came, not even a heartbeat, for this long: the connection was dropped. */
  | { code: 'silent'; seconds: number }
  /** An event bigger than the limit is arriving and being dropped. */
  | { code: 'event-too-large'; limit: number }
  /** Bytes keep coming but no event completes. */
  | { code: 'no-event-completed'; bytes: number; seconds: number }
  /** A replay's capture could not be read, and why. */
  | { code: 'capture-unreadable'; cause: LinkReason }
  /** Words from elsewhere (the network's error, a server's notice): shown as they came. */
  | { code: 'said'; text: string };

export const DISCONNECTED: LinkReason = { code: 'disconnected' };

/** Words from elsewhere, as a reason. */
export const said = (e: unknown): LinkReason => ({
  code: 'said',
  text: e instanceof Error ? e.message : String(e),
});

/** The same reason (reasons are plain data, compared by value). */
export const sameReason = (a: LinkReason | undefined, b: LinkReason | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
