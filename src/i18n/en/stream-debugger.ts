// The stream debugger's strings in English: event inspector, fragments, time travel, replay and
// the stream-vs-Trace compare.

import { countOf, formatInteger } from '../count-of';
import { counted } from './counted';

export const streamDebugger = {
  toggle: 'Stream debugger',
  toggleShort: 'Stream',
  toggleTitle: 'Stream debugger: events, fragments, time travel (i)',
  inspector: 'Event inspector',
  resizeInspector: 'Resize the event inspector',
  resizeTitle: 'Drag to resize; double-click for the default height',
  heading: 'Events',
  shownOf: (shown: number, total: number) =>
    `${formatInteger('en', shown)} of ${formatInteger('en', total)}`,
  sseComments: (n: number) => countOf('en', n, { one: '# SSE comment', other: '# SSE comments' }),
  firstKept: (n: number) => ` (the first ${formatInteger('en', n)} kept)`,
  selectHint: 'Select an event to see its JSON and the row it changed. Keys:',
  keyInspector: 'inspector,',
  keyStep: 'one event back or forward in time.',

  filters: {
    type: 'Event type',
    allTypes: 'All types',
    session: 'Session',
    allSessions: 'All sessions',
    mainSession: 'main session',
    search: 'Search events',
    searchPlaceholder: 'Search JSON…',
    oneRow: 'One row’s events ×',
  },

  columns: {
    sseId: 'SSE id',
    from: 'From',
    arrived: 'Arrived',
    recordTime: 'Record time',
    bytes: 'Bytes',
    session: 'Session',
    type: 'Type',
    row: 'Row',
  },

  row: {
    sseIdTitle: (id: string) => `SSE id ${id}`,
    noSseId: 'no SSE id',
    history: 'history',
    file: 'file',
    fileTitle: (clock: string) => `read from a file at ${clock}: a file keeps no arrival times`,
    arrivalTitle: "arrival on this viewer's clock",
    recordTimeTitle: "the record's timestamp",
    bytesTitle: 'bytes',
    main: 'main',
    mainSession: 'main session',
    itemTitle: 'the row it changed',
  },

  detail: {
    event: (n: number) => `Event ${n}`,
    id: 'id',
    epoch: 'epoch',
    bytes: (n: number) => countOf('en', n, { one: '# byte', other: '# bytes' }),
  },

  travel: {
    afterEvent: 'After event',
    backToLive: 'Back to live',
    backToEnd: 'Back to the end',
  },

  replay: {
    title: 'Replay',
    play: 'Play',
    pause: 'Pause',
    step: 'Step',
    position: 'Replay position',
    speed: 'Replay speed',
  },

  signs: { crlf: 'carriage return and newline', lf: 'newline', tab: 'tab' },

  rowTools: {
    events: 'events',
    fragments: 'fragments',
  },

  rowLink: {
    fallback: (item: number) => `row #${item}`,
    title: (item: number) => `Show this row in the conversation (item #${item})`,
  },

  /** A conversation row named as the conversation shows it: "Turn 3 · assistant text". */
  itemName: {
    turn: (turn: number) => `Turn ${turn} · `,
    call: (tool: string) => `${tool} call`,
    sessionStart: 'session start',
    childSession: 'child session',
    inSession: (session: string) => ` in ${session}`,
  },

  fragments: {
    of: 'Fragments of',
    close: 'Close',
    reading: 'Reading the row’s events…',
    none: 'No message content arrived for this row.',
    part: { text: 'Text', thinking: 'Thinking', call: 'Arguments', out: 'Output' },
    partHeading: (part: string, summary: string) => `${part}: ${summary}`,
    arrivedWhole: (chars: number) => `arrived whole, ${counted(chars, 'character')}, no deltas`,
    deltas: (deltas: number, chars: number) =>
      `${countOf('en', deltas, { one: '# delta', other: '# deltas' })}, ${counted(chars, 'character')}`,
    recordClock: ' (times from record timestamps)',
    verdict: {
      match: 'The pieces joined equal the complete message.',
      mismatch: 'The pieces joined differ from the complete message',
      cut: 'The fragment never completed: no complete message came after its pieces.',
      whole: 'Arrived whole: a complete message with no pieces before it.',
    },
    fromCharacter: 'from character',
    differs: (pieces: string, complete: string) =>
      `: pieces “${pieces}” vs complete “${complete}”.`,
    pauses: (n: number, longestMs: number) =>
      `${countOf('en', n, { one: '# pause', other: '# pauses' })} over 1 s (longest ${longestMs} ms)`,
    pieceTitle: (event: number) => `event ${event}`,
    pieceAt: (ms: number) => `+${ms} ms`,
  },

  chart: {
    label: (over: string, peak: number) =>
      `characters per second over ${over}, peak ${formatInteger('en', peak)} characters per second`,
    unit: 'chars/s',
    zero: '0 s',
    axis: 'time since the first piece',
  },

  compare: {
    name: 'Stream vs Trace',
    toggleTitle: 'This stream beside the Trace files of its session: what differs',
    beside: 'Stream vs Trace: this stream beside',
    noOther: 'another open document: open the session’s Trace files too.',
    pick: 'Trace to compare with',
    close: 'Close',
    docKind: { stream: 'stream', 'Trace files': 'Trace files' },
    sessionsDiffer: (a: string, b: string) =>
      `These are two different sessions (${a} and ${b}): most records will differ. Pick the Trace files of this stream’s session.`,
    summary: (matched: number, unexpected: number, known: number) =>
      `${counted(matched, 'record')} alike in the same order; ${
        unexpected === 0
          ? 'no unexpected difference'
          : countOf('en', unexpected, {
              one: '# unexpected difference',
              other: '# unexpected differences',
            })
      }${
        known > 0
          ? `, ${countOf('en', known, { one: '# known producer behaviour', other: '# known producer behaviours' })} (§12)`
          : ''
      }.`,
    kind: {
      'stream-only': 'only in this stream',
      'trace-only': 'only in the Trace',
      'different-content': 'different content',
      'different-order': 'different order',
    },
    expected: 'expected',
    inSession: (session: string) => `in ${session}`,
    streamEvent: (n: number) => `stream event ${n}`,
    traceRecord: 'Trace record',
    more: (n: number) =>
      `… and ${countOf('en', n, { one: '# more difference', other: '# more differences' })}.`,
    known: {
      'main-session-meta': "session_meta is never sent on the main session's live stream (§9).",
      'rotated-head':
        'a rotated Trace file starts with session_meta and tool_list_ready again (§12).',
      'context-summary':
        'the [context_summary] user text that opens a rotated Trace file never appears on the stream (§12).',
      'compaction-request-bounds':
        "the compaction request's request_begin/request_end appear only in the Trace (§12).",
      'compaction-summary':
        'a compaction summary streams as partial_text with no complete text after it (§12).',
      'compaction-request':
        'the compaction request (its request_begin/request_end and its own messages) appears only in the Trace (§12).',
      'child-announced':
        "the stream announces a child with session_created and the child's own session_meta (§7, §12); the subagent pointer is written to the Trace.",
      'user-echo': (sender: string) =>
        `the server's /stream echoes user input (sender ${sender}) (§12).`,
    },
    contentDiff: {
      payloads: 'The payloads differ:',
      field: (field: string) => `Their ${field} differ:`,
      onlyStream: 'only in the stream',
      onlyTrace: 'only in the Trace',
      tooMany: ' (too many changes to list: the first one)',
      alike: (n: number) => `… ${counted(n, 'character')} alike …`,
    },
  },
};
