// The problems strings in English: the problems panel, every reason a line or event could not be
// read (src/problems/reading-problem.ts) and every protocol rule the reducer checks.

import { countOf } from '../count-of';
import { counted } from './cli';

export const problems = {
  panel: {
    label: 'Problems',
    reading: 'Reading',
    protocol: 'Protocol',
    approvals: 'Approvals',
    /** Calls that repeated the one before them and got its answer (store/derive/repeat-answer.ts). */
    repeats: 'Repeats',
    noRepeat: 'No tool call was repeated with the same arguments and the same answer.',
    repeatSame: (ordinal: number) =>
      `Call ×${ordinal} of this tool with these arguments in its task, with the same status and output as the one before: `,
    close: 'Close problems panel',
    everyLineRead: 'Every line was read.',
    noRuleBroken: 'No protocol rule was broken.',
    more: (more: string) => `and ${more} more`,
    moreOfTotal: (more: string, total: string) => `and ${more} more (${total} in all)`,
    event: (event: string) => `event ${event}`,
    inSession: (session: string) => `in ${session}`,
  },
  count: {
    title:
      'Problems in the input: malformed lines and protocol violations (a failed request is counted in the summary as failed, or as a retry)',
    errors: (n: number) => countOf('en', n, { one: '# error', other: '# errors' }),
    warnings: (n: number) => countOf('en', n, { one: '# warning', other: '# warnings' }),
  },
  severity: { error: 'error', warning: 'warn' },
  /** What a value was: "got null". */
  got: {
    missing: 'missing',
    null: 'null',
    array: 'an array',
    string: 'a string',
    number: 'a number',
    boolean: 'a boolean',
    object: 'an object',
    other: 'something else',
  },
  /** What a field must be: "must be a string". */
  want: {
    string: 'a string',
    stringOrNull: 'a string or null',
    number: 'a number',
    numberOrString: 'a number or a string',
    object: 'an object',
    array: 'an array',
    strings: 'an array of strings',
    tools: 'an array of tools',
    tokenCounts: 'an object of token counts',
  },
  reasons: {
    recordNotObject: (got: string) => `record must be a JSON object, got ${got}`,
    serverEventNotObject: (got: string) => `server event must be a JSON object, got ${got}`,
    fieldMistyped: (field: string, want: string, got: string) =>
      `field ${field} must be ${want}, got ${got}`,
    fieldMustBe: (field: string, want: string) => `field ${field} must be ${want}`,
    metaFieldMissing: (field: string) =>
      `session_meta without its required field ${field}: the rest of it is kept`,
    fieldMissing: (field: string) => `missing required field ${field}`,
    envelopeTypeUnknown: (type: string) =>
      `field type must be session_meta, model_msg or event_msg, got "${type}"`,
    payloadTypeMisplaced: (payloadType: string, envelope: string) =>
      `payload.type "${payloadType}" is not valid in a ${envelope}`,
    payloadTypeUnknown: (payloadType: string, envelope: string) =>
      `unknown ${envelope} payload.type "${payloadType}", shown as JSON`,
    valueUnknown: (value: string, field: string, expected: string) =>
      `unknown value "${value}" for ${field} (expected ${expected})`,
    serverEventMessage: (type: string, message: string) => `server event "${type}": ${message}`,
    toolCallInvalid: (problem: string) => `toolCall: ${problem}`,
    toolCallNotToolCall: 'field toolCall must be a tool_call envelope',
    invalidJson: (detail: string) => `invalid JSON: ${detail}`,
    recordTooLarge: (size: string, limit: string) =>
      `record too large (${size} > ${limit} limit); skipped`,
    recordTooDeep: 'record nested too deep to pass to the page; skipped',
    lastLineIncomplete: 'last line is incomplete (file cut while being written?)',
    lastEventIncomplete: 'last event is incomplete (capture cut while being written?)',
    sseSyntax: (detail: string) => `SSE syntax: ${detail}`,
    sseUnknownName: (name: string) =>
      `unknown SSE event name "${name}", kept as an unknown server event`,
    sseUnknownNameText: (name: string) =>
      `unknown SSE event name "${name}", kept as an unknown server event (its data is not JSON: kept as text)`,
    sseEventWithoutId: (index: number, problem: string) => `event #${index} (no id): ${problem}`,
    utf16: (endian: string, bom: string, from: string) =>
      `the file is UTF-16 (${endian}, ${bom}), not UTF-8: not read; convert it first, e.g. iconv -f ${from} -t UTF-8`,
    littleEndian: 'little-endian',
    bigEndian: 'big-endian',
    withBom: 'with a byte order mark',
    withoutBom: 'without a byte order mark',
    firstNotSessionMeta: (record: string) =>
      `first record is ${record}, not session_meta: Trace files start with session_meta (the start of the file may be missing)`,
    tracePartials: 'Trace files never contain partials (kept as is)',
    traceOrigin:
      'origin field in a Trace file: Trace files never hold subagent messages (kept as is)',
    traceRuleRepeated: (rule: string, more: number) =>
      `${rule}: ${counted(more, 'more record', 'more records')} after the first`,
    eventTooLarge: (size: number, after: string, limit: number) =>
      `event too large: ${size} bytes after id ${after}, over the ${limit}-byte limit; dropped`,
    noIdYet: '(none: the first event)',
    idNotResumable: (why: string, after: string) =>
      `SSE id not usable to resume (${why}): a reconnection resumes after ${after}`,
    idTooLong: (length: number, limit: number) =>
      `${length} characters, over the ${limit} a header takes`,
    idUnsendableCharacter: 'a character a header cannot carry as sent',
    idSpacesAtEnds: 'spaces at its ends, which a header drops',
    resumeFromStart: 'the start',
    resumeAfterId: (id: string) => `id ${id}`,
    historyRecordInvalid: (list: string, index: number, problem: string) =>
      `${list}[${index}]: ${problem}`,
    historyUnavailable: (detail: string) => `history unavailable: ${detail}`,
    resyncWithoutHistory:
      'the server asked for a resync, but this source has no history to refetch: events may be missing',
    failed: (detail: string) => `${detail}`,
    cannotRead: (detail: string) => `cannot read: ${detail}`,
    notARegularFile: 'cannot read: not a regular file',
    unknownFormat: 'unknown format: neither JSON Lines nor SSE',
    noRecords: 'no records',
    emptyFile: 'the file is empty, perhaps still being written',
    blankLinesOnly: 'the file holds only blank lines, perhaps still being written',
    onlyLineIncomplete: (line: number) =>
      `line ${line}, its only record, is incomplete: no newline at its end, perhaps still being written`,
    givenTwice: 'given more than once; read once',
    copyLeftOut: (kept: string, left: string) =>
      `the same Trace file twice: ${kept} is read, its copy ${left} left out`,
    twoParents: (child: string, parents: readonly string[], under: string) =>
      `subagent session ${child} is named by ${parents.length} parents (${parents.join(', ')}): one session, listed under ${under}`,
    jsonArrayOfRecords:
      'a JSON array of records: read as such, but Trace files hold one record per line (JSON Lines)',
    notAMessagesResponse:
      'not a Trace file, SSE capture, /messages response or array of records (no "messages" array)',
    /** Why a link (`?trace=`, `?sse=`, the Connect form) is not opened (docs/source-url.ts). */
    urlInvalid: 'not a valid URL',
    urlScheme: (protocol: string) => `${protocol} URLs are not opened: only http and https`,
    urlCredentials:
      'a link with a user name or password in it cannot be fetched by the page, as the browser refuses it unsent: remove them from the link, or use a link that needs none',
    urlRefused: (url: string, why: string) => `${url}: ${why}`,
    /** A `?trace=` URL that could not be read (ingest/parse-job.ts). */
    fetchNoAnswer: (url: string) =>
      `GET ${url}: no answer, or the server does not let other sites read it (CORS)`,
    fetchHttp: (url: string, status: string) => `GET ${url}: HTTP ${status}`,
    liveMalformed: '"live" must be {cursor, fragments}',
  },
  /** What went wrong, one sentence per protocol rule (and variant). */
  breaches: {
    metaSessionMismatch: (meta: string, session: string) =>
      `session_meta of ${meta} arrived in session ${session}`,
    approvalWithoutCall: (id: string) => `approval for ${id} but no tool_call`,
    outputWithoutCall: (id: string) => `output for ${id} but no tool_call`,
    callWithoutOutput: (id: string, name: string) =>
      `tool_call ${id} (${name}) never got its output`,
    decidedCallWithoutOutput: (decision: string, id: string) =>
      `${decision} tool_call ${id} has no synthetic output`,
    compactionWithoutEnd: 'compaction_begin never got its compaction_end: counts as failed',
    compactionEndWithoutBegin: 'compaction_end with no open compaction_begin',
    requestBeginWhileOpen: (request: number) =>
      `request_begin while request ${request} never ended`,
    requestEndWithoutBegin: 'request_end with no open request_begin',
    fragmentMismatch: (pieces: string, streamed: number, complete: number) =>
      `concatenated ${pieces} pieces (${streamed} chars) differ from the complete message (${complete} chars)`,
    argumentPieces: 'argument',
    outputPieces: 'output',
    duplicateToolCall: (id: string) => `tool_call ${id} arrived twice`,
    duplicateOutput: (id: string) => `tool_call ${id} got a second complete output`,
    approvalBeforeCall: (id: string) => `approval_decision for ${id} before its tool_call`,
    approvalAfterOutput: (id: string) => `approval_decision for ${id} after its output began`,
    fragmentWithoutComplete: (closed: string) =>
      `fragment stopped but its complete message never came (closed: ${closed})`,
    fragmentUnterminated: (closed: string) => `fragment never stopped (closed: ${closed})`,
    fragmentWithoutStart: (type: string, eventType: string) =>
      `${type} ${eventType} with no open start`,
    fragmentAfterStop: (type: string, eventType: string) => `${type} ${eventType} after its stop`,
  },
  /** Each rule said plainly, with the PROTOCOL.md section it comes from. */
  rules: {
    'fragment-without-start':
      'A streamed piece (delta or stop) came with no start before it. A fragment opens with start, then deltas, then stop, then its complete message (§4).',
    'fragment-after-stop':
      "A piece came after its fragment's stop. Stop is the last piece; only the complete message may follow it (§4).",
    'fragment-unterminated':
      'A fragment was closed (by a new start, the end of its request, or the end of the source) before its stop came (§4).',
    'fragment-without-complete':
      'A fragment stopped but its complete message never came; the producer sends it right after the stop (§4).',
    'fragment-mismatch':
      'The complete message is not the pieces joined together; the concatenation of the pieces must equal it (§4).',
    'approval-before-call':
      'An approval_decision came before the tool_call it decides; the decision follows its call (§9).',
    'approval-after-output':
      "An approval_decision came after its tool's output; it must come before any output of that tool (§9).",
    'call-without-output':
      'A committed tool call never got its tool_call_output; every committed call gets exactly one (§9).',
    'output-without-call':
      'A tool_call_output names a tool_call_id that no tool call has; calls and outputs pair strictly by id (§3).',
    'duplicate-output':
      'A second complete tool_call_output for the same tool_call_id; each call gets exactly one (§9).',
    'duplicate-tool-call':
      'The same tool_call_id was committed twice; ids are unique per call (§3).',
    'request-begin-while-open':
      'A request_begin came while the previous request had no request_end; requests pair begin and end (§9).',
    'request-end-without-begin': 'A request_end came with no request_begin before it (§9).',
    'compaction-end-without-begin':
      'A compaction_end came with no compaction_begin before it (§9).',
    'compaction-without-end':
      'A compaction_begin never got its compaction_end: the process died, so it counts as a failed compaction (§9).',
    'meta-session-mismatch':
      'A session_meta names another session than the one its records belong to (§2).',
  },
};
