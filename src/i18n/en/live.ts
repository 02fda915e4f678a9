// The live strings in English: the Connect panel, the connection's state, the live controls,
// approvals and retries acted on, signing in, and Save.
import { countOf } from '../count-of';
import { counted } from './counted';

export const live = {
  connect: 'Connect',
  connectTitle: 'Connect to a live session',
  panelTitle: 'Connect to a live session',
  panelHint: 'Messages render as they stream; the connection resumes after drops.',
  close: 'Close',
  penguin: {
    server: 'Server',
    notAnAddress: 'Not a server address: type one like http://localhost:3000.',
    serverPlaceholder: 'Same origin (omniscope serve --proxy)',
    sessionId: 'Session id',
  },
  sse: {
    notUrl: 'Not a URL',
    streamUrl: 'Stream URL',
    hint: 'Read with fetch: resumes with Last-Event-ID after a drop. Cross-origin servers must allow CORS.',
  },
  /** The connection pill. */
  state: {
    signInNeeded: 'Sign-in needed',
    live: 'Live',
    liveSyncing: 'Live · syncing',
    connecting: 'Connecting…',
    stalled: 'Stalled: no complete event',
    gone: 'Not live: file gone',
    reconnectingIn: (seconds: number) => `Reconnecting in ${seconds} s`,
    reconnecting: 'Reconnecting…',
    paused: 'Paused',
    pausedHeld: (held: number) => `Paused · ${held} new`,
    replay: (position: number, length: number) => `Replay · ${position}/${length}`,
    replayPaused: (position: number, length: number) => `Replay paused · ${position}/${length}`,
    replayFinished: (length: number) => `Replay finished · ${length}/${length}`,
    closed: (reason: string) => `Closed: ${reason}`,
    lastDrop: (reason: string) => ` — last drop: ${reason}`,
  },
  /** A live document that never connected: what the list shows instead of rows. */
  unreachable: {
    title: (server: string) => `No connection to ${server} yet`,
    network:
      'No answer came: the server may be down or the address wrong, or it refused this page (CORS, or plain http to another machine).',
    http: 'The server answered with an error.',
    lastError: 'The last attempt said:',
    trying: 'Trying again…',
  },
  /**
   * Why a connection closed or stopped, from its reason's code and values (src/net/link-reason.ts).
   * A server's or the network's own words are shown as they came.
   */
  reasons: {
    disconnected: 'disconnected',
    replayFinished: 'replay finished',
    captureEmpty: 'the capture is empty',
    fileDeleted: 'the tailed file was deleted',
    serverEnded: 'the server ended the stream',
    noBody: 'the response has no body',
    http: (status: number, message: string | null) =>
      message === null ? `HTTP ${status}` : `HTTP ${status}: ${message}`,
    notEventStream: (contentType: string | null) =>
      `not an event stream (Content-Type: ${contentType ?? 'none'})`,
    silent: (seconds: number) => `no data or heartbeat for ${seconds} s`,
    eventTooLarge: (limit: number) => `an event over ${limit} bytes is being dropped`,
    noEventCompleted: (bytes: number, seconds: number) =>
      `${bytes} bytes received but no event completed for ${seconds} s`,
    captureUnreadable: (cause: string) => `could not read the capture: ${cause}`,
  },
  controls: {
    resume: 'Resume',
    pause: 'Pause (keep receiving, stop updating)',
    disconnect: 'Disconnect',
  },
  /** The server's task state. */
  task: (state: string) => `Task: ${state}`,
  taskStates: { idle: 'idle', running: 'running', compacting: 'compacting' },
  allow: 'Allow',
  deny: 'Deny',
  sending: 'Sending…',
  retryNow: 'Retry now',
  giveUp: 'Give up',
  giveUpTitle: 'Abort the task',
  login: {
    signingInTo: 'Signing in to',
    viaProxy: ' (this Omniscope, which forwards it to its --proxy server)',
    passwordSent: ': the password is sent there.',
    answered: (reason: string) => `It answered: “${reason}” Sign in to go on.`,
    user: 'User',
    password: 'Password',
    loggingIn: 'Logging in…',
    logIn: 'Log in',
    asked: 'The server asks for a sign-in.',
    /** After the preview host's refusal (PenguinHarness 0.2.4), which no sign-in can fix. */
    previewHostAdvice:
      'This PenguinHarness server keeps that host name for its preview pages and serves its API ' +
      'under another one. Reach it by the name it serves the API on — for a server on this ' +
      'machine `localhost`, not `127.0.0.1`: `omniscope serve --proxy http://localhost:<port>`, ' +
      'or that address in the Server field.',
  },
  save: {
    button: 'Save',
    title: 'Save as Trace JSONL',
    nothing:
      'Nothing to save: no complete record has arrived yet, or the files this trace was opened from are not available.',
    traceFiles: 'Trace files',
    captureTitle: 'Every event received, as a raw .sse capture',
    events: (n: number) => countOf('en', n, { one: '# event', other: '# events' }),
    records: (n: number) => counted(n, 'record'),
    all: (n: number) => `Download all (${counted(n, 'file')})`,
    html: 'Save as HTML',
    savingHtml: 'Saving as HTML…',
    htmlTitle: 'One HTML file that shows this session in any browser, offline',
    redactFirst: 'Redact likely secrets first',
    saved: (name: string) => `Saved ${name}.`,
    redacted: (summary: string) => ` Redacted: ${summary}.`,
    noViewer: 'the single-file viewer is not available from this page',
  },
};
