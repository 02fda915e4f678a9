// The library strings in English: the sessions table, the search across sessions, the stats.

import type { IndexProgress } from '../../library/index-progress';
import type { LibraryStatus } from '../../library/rows';
import { countOf, formatInteger } from '../count-of';
import { counted } from './counted';

export const library = {
  button: 'Library',
  title: 'Library',
  tabs: { sessions: 'Sessions', search: 'Search', stats: 'Stats' },
  unavailable: (error: string) => `Library unavailable: ${error}`,
  connecting: 'Connecting…',
  indexing: 'Indexing…',
  /** The first index under way: how far it got. */
  progress: (p: IndexProgress) =>
    p.phase === 'reading'
      ? `Indexing… ${formatInteger('en', p.done)} of ${counted(p.total, 'file')} read, ${counted(p.lines, 'line')}`
      : `Indexing… ${formatInteger('en', p.done)} of ${counted(p.total, 'session')} summed up`,
  indexed: (n: number) =>
    countOf('en', n, { one: '# session indexed', other: '# sessions indexed' }),
  updating: ' · updating…',
  /** Served by `serve --library postgres://…`: the sessions that machines ingested. */
  teamStore: 'Team store · read-only',
  /** A team store no `omniscope ingest` has written yet (it has no tables). */
  storeEmpty:
    'The team store has no sessions yet: run `omniscope ingest <paths…> --to <postgres-url>` on the machines whose Trace files it should hold.',
  indexingFailed: (error: string) => `Indexing failed: ${error}`,
  /**
   * Session statuses of the index, as the table and its filter name them: every status, in the
   * session view's words (`cut` was missing, so the table said the code, in English in 中文 too).
   */
  /** A running session's status cell when a call of it waits for a person's approval. */
  awaitingApproval: 'waiting',
  statuses: {
    done: 'completed',
    running: 'running',
    failed: 'failed',
    aborted: 'aborted',
    cut: 'cut off',
    missing: 'file missing',
  } satisfies Record<LibraryStatus, string>,
  filters: {
    project: 'Project',
    agent: 'Agent',
    model: 'Model',
    status: 'Status',
    tool: 'Tool',
    from: 'From',
    to: 'To',
    all: 'all',
    hasErrors: 'Has errors',
    hasErrorsTitle:
      'A request that failed (retried or not), a tool call that failed, or the session itself',
    clear: 'Clear filters',
    total: (n: number) => counted(n, 'session'),
  },
  columns: {
    title: 'Session',
    project: 'Project',
    agent: 'Agent',
    model: 'Model',
    started_at: 'Started',
    duration_ms: 'Duration',
    status: 'Status',
    requests: 'Requests',
    tool_calls: 'Tools',
    request_failures: 'Failed',
    retries: 'Retries',
    approvals_denied: 'Denied',
    total_tokens: 'Tokens',
    cost_usd: 'Cost',
    children: 'Children',
  },
  /** What a screen reader is told of the sessions table, besides its rows. */
  tableHelp:
    'Enter opens a session with its subagents; the arrows or j and k move between sessions.',
  noMatch: 'No session matches. Change the filters, or add Trace files under the served folders.',
  problems: {
    summary: (n: number) =>
      countOf('en', n, { one: '# file with problems', other: '# files with problems' }),
    /** The server's codes for a file it did not read. */
    kinds: {
      unreadable: 'unreadable',
      huge: 'huge',
      binary: 'binary',
      utf16: 'encoding',
      symlink: 'symlink',
      unindexed: 'not indexed',
      copy: 'copy',
      'no-session': 'no session',
      'two-parents': 'two parents',
    },
    badLines: (n: number) => countOf('en', n, { one: '# bad line', other: '# bad lines' }),
    line: (line: number, reason: string) => `line ${line}: ${reason}`,
  },
  search: {
    label: 'Search every session',
    placeholder: 'Search every session: messages, thinking, tools, outputs, errors',
    matchCase: 'Match case',
    regex: 'Regular expression',
    count: (occurrences: number, sessions: number) =>
      `${countOf('en', occurrences, { one: '# occurrence', other: '# occurrences' })} in ${counted(sessions, 'session')}`,
    partial: ' (searched for 3 s: more may match)',
    /** A session's hits past those its group lists: how many, and the button that lists them. */
    rest: (n: number) => `${formatInteger('en', n)} more in this session`,
    showAll: 'Show all',
    showNext: (n: number) => `Show the next ${formatInteger('en', n)}`,
    loadingMore: 'Loading…',
    moreFailed: (error: string) => `The further hits could not be read: ${error}`,
    hint: 'Finds text in the messages, thinking, tool names, arguments, outputs and errors of every session in the library. A result opens its session at that record, with the search applied.',
    none: (text: string, caseSensitive: boolean, regex: boolean) =>
      `Nothing matches “${text}” in any session${caseSensitive ? ' with its case' : ''}${regex ? ' as a regular expression' : ''}.`,
    /** What a hit matched in. */
    kinds: {
      text: 'message',
      thinking: 'thinking',
      tool_arguments: 'arguments',
      tool_output: 'output',
      tool_name: 'tool',
      error: 'error',
    },
  },
  stats: {
    unreadable: (message: string) => `The stats could not be read: ${message}`,
    reading: 'Reading the library…',
    /** The view counts only the sessions the sessions table's filters keep. */
    filtered: (filters: string) => `Only the sessions filtered by ${filters}.`,
    wholeLibrary: 'Show the whole library',
    totals: {
      sessions: 'sessions',
      cost: 'cost',
      tokens: 'tokens',
      toolCalls: 'tool calls',
      retries: 'retries',
    },
    unpriced: (n: number) =>
      countOf('en', n, {
        one: '# session uses a model with no built-in price: its cost counts as $0.',
        other: '# sessions use a model with no built-in price: their cost counts as $0.',
      }),
    /** The switches' choices, as the chart's title says them too. */
    measures: { cost: 'cost', tokens: 'tokens' },
    periods: { day: 'day', week: 'week' },
    groups: { model: 'model', agent: 'agent', project: 'project' },
    spendTitle: (measure: string, period: string) => `${measure} per ${period}`,
    measure: 'Measure',
    period: 'Period',
    groupBy: 'Group by',
    noStart: 'No session has a start time yet.',
    tools: 'Tools',
    approvals: 'Approvals by decision',
    retries: 'Retries by cause',
    costliest: 'Most expensive sessions',
    longest: 'Longest sessions',
    noApprovals: 'No approvals.',
    noRetries: 'No retries.',
    /** Approval decisions and retry causes: the index's codes. */
    decisions: { allow: 'allow', deny: 'deny', forbidden: 'forbidden', pending: 'pending' },
    causes: { timeout: 'timeout', malformed: 'malformed', failed: 'failed', open: 'not ended' },
    callFigures: (calls: number, sessions: number) =>
      `${countOf('en', calls, { one: '# call', other: '# calls' })} · ${counted(sessions, 'session')}`,
    retryFigures: (retries: number, sessions: number) =>
      `${counted(retries, 'retry')} · ${counted(sessions, 'session')}`,
    loading: 'Loading…',
    /** A bar's list of sessions: how many it lists of those behind the bar, and more of them. */
    listedOf: (listed: number, total: number) =>
      `${formatInteger('en', listed)} of ${counted(total, 'session')}`,
    showNext: (n: number) => `Show the next ${formatInteger('en', n)}`,
    showAll: 'Show all',
    noToolCalls: 'No tool calls.',
    toolColumns: { tool: 'tool', calls: 'calls', failed: 'failed or refused' },
    noSessions: 'No sessions.',
    noCost: 'No session has a cost.',
    tokensShort: 'tok',
    none: 'none',
    readout: (period: string, key: string, value: string) =>
      `${period} · ${key} · ${value} — click to open its sessions`,
    readoutHint: 'Point at a bar to read it; click it to open its sessions.',
    /** The chart's numbers as a table, for the keyboard and a screen reader. */
    asTable: 'The chart as a table',
    periodColumn: 'period from',
    chartLabel: (measure: string, periods: number) =>
      `${measure} per period, ${countOf('en', periods, { one: '# period', other: '# periods' })}`,
  },
};
