// The server-browser strings in English: a PenguinHarness server's projects, agents and sessions.

import { countOf } from '../count-of';
import { counted } from './counted';

export const serverBrowser = {
  project: 'Project',
  agent: 'Agent',
  change: 'change',
  retry: 'Retry',
  /** Before the error's own words, when the first call says the server is not what was meant. */
  cause: {
    unreachable: (server: string) =>
      `Could not reach ${server}, or it refused this page (CORS, or plain http to another machine). Is it running, and is the address right? The error:`,
    'not-penguin': (server: string) =>
      `No PenguinHarness API at ${server}: is that a PenguinHarness server? It said:`,
  },
  /** With no address typed, on a page whose server forwards to no PenguinHarness server. */
  noServer: {
    before:
      'This Omniscope forwards to no PenguinHarness server: type a server’s address above, or start Omniscope with',
    after: '.',
  },
  /** The server named in `cause` when the app reaches it through `omniscope serve --proxy`. */
  proxyServer: 'the server behind --proxy',
  /** `what` is one of `choices`. */
  choices: { project: 'project', agent: 'agent' },
  noChoice: (what: string) => `No ${what} on this server.`,
  pick: (what: string) => `Pick a ${what}`,
  sessions: 'Sessions',
  noSessions: 'No sessions yet.',
  loading: 'Loading…',
  loadMore: 'Load more',
  subagentTitle: 'Started by another session’s agent',
  subagent: 'subagent',
  pending: (n: number) =>
    countOf('en', n, { one: '# approval pending', other: '# approvals pending' }),
  /** The server's session statuses. */
  statuses: { running: 'running', idle: 'idle', aborted: 'aborted', failed: 'failed' },
  lastActivity: (when: string) => `Last activity ${when}`,
  openLive: 'Open live',
  openTraceFiles: 'Open Trace files',
  abort: 'Abort',
  abortQuestion: 'Abort this session’s task?',
  abortStops: ' stops now; what the agent was doing is cut off and the session becomes idle.',
  cancel: 'Cancel',
  abortConfirm: 'Abort session',
  downloadFailed: (session: string, error: string) =>
    `Could not download the Trace files of ${session}: ${error}`,
  downloading: (session: string, files: number, size: string) =>
    `Downloading the Trace files of ${session}: ${counted(files, 'file')}, ${size}`,
  ofTotal: (total: string) => ` of ${total}`,
  downloaded: 'Trace files downloaded',
};
