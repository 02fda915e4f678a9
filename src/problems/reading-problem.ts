// What can be wrong with what was read, as data: a stable code and the facts its sentence needs.
// The words live in the catalogs (src/i18n/*/problems.ts); problem-text.ts says one in a language.

/** What a value turned out to be, as a reason says it ("got null", "got an array"). */
export type ValueKind =
  'missing' | 'null' | 'array' | 'string' | 'number' | 'boolean' | 'object' | 'other';

/** What a field must be. */
export type WantedKind =
  | 'string'
  | 'stringOrNull'
  | 'number'
  | 'numberOrString'
  | 'object'
  | 'array'
  | 'strings'
  | 'tools'
  | 'tokenCounts';

export function kindOf(v: unknown): ValueKind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v === undefined) return 'missing';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' ? t : 'other';
}

/** The Trace file rules of PROTOCOL.md §10 a record can break (reported once, then counted). */
export type TraceRuleCode = 'trace-partials' | 'trace-origin';

export type ReadingProblem =
  // The envelope and its payload (protocol/validate.ts).
  | { code: 'record-not-object'; params: { got: ValueKind } }
  | { code: 'server-event-not-object'; params: { got: ValueKind } }
  | { code: 'field-mistyped'; params: { field: string; want: WantedKind; got: ValueKind } }
  | { code: 'field-must-be'; params: { field: string; want: WantedKind } }
  | { code: 'field-missing'; params: { field: string } }
  /** A session_meta read without one of its required fields (a warning: the rest is kept). */
  | { code: 'meta-field-missing'; params: { field: string } }
  | { code: 'envelope-type-unknown'; params: { type: string } }
  | { code: 'payload-type-misplaced'; params: { payloadType: string; envelope: string } }
  | { code: 'payload-type-unknown'; params: { payloadType: string; envelope: string } }
  | { code: 'value-unknown'; params: { value: string; field: string; expected: string[] } }
  | { code: 'server-event-message'; params: { type: string; message: string } }
  | { code: 'tool-call-invalid'; params: { problem: ReadingProblem } }
  | { code: 'tool-call-not-tool-call' }
  // Lines and events (ingest/).
  | { code: 'invalid-json'; params: { detail: string } }
  | { code: 'record-too-large'; params: { length: number; limit: number } }
  | { code: 'record-too-deep' }
  | { code: 'last-line-incomplete' }
  | { code: 'last-event-incomplete' }
  | { code: 'sse-syntax'; params: { detail: string } }
  | { code: 'sse-unknown-name'; params: { name: string; json: boolean } }
  | { code: 'sse-event-without-id'; params: { index: number; problem: ReadingProblem } }
  | { code: 'utf16'; params: { order: 'LE' | 'BE'; bom: boolean } }
  | { code: 'first-not-session-meta'; params: { record: string } }
  | { code: TraceRuleCode }
  | { code: 'trace-rule-repeated'; params: { rule: TraceRuleCode; more: number } }
  // A live stream and its history (net/sse-client.ts, live/).
  | { code: 'event-too-large'; params: { size: number; after: string | null; limit: number } }
  | { code: 'id-not-resumable'; params: { why: UnsendableWhy; after: string | null } }
  | {
      code: 'history-record-invalid';
      params: { list: string; index: number; problem: ReadingProblem };
    }
  | { code: 'history-unavailable'; params: { detail: string } }
  | { code: 'resync-without-history' }
  // Whole files (cli/, docs/): the detail is the system's own words.
  | { code: 'failed'; params: { detail: string } }
  | { code: 'cannot-read'; params: { detail: string } }
  | { code: 'not-a-regular-file' }
  | { code: 'unknown-format' }
  | { code: 'no-records' }
  /** No session yet: the file is empty, or holds one line with no newline after it. */
  | { code: 'empty-file' }
  /** No session yet either: nothing in the file but blank lines. */
  | { code: 'blank-lines-only' }
  | { code: 'only-line-incomplete'; params: { line: number } }
  | { code: 'given-twice' }
  | { code: 'copy-left-out'; params: { kept: string; left: string } }
  /** A child session the subagent pointers of more than one parent name; its row is `under`'s. */
  | { code: 'two-parents'; params: { child: string; parents: string[]; under: string } }
  | { code: 'json-array-of-records' }
  | { code: 'not-a-messages-response' }
  | { code: 'live-malformed' }
  // Links (docs/source-url.ts, ingest/parse-job.ts): the URL with its password masked.
  | { code: 'url-refused'; params: { url: string; refusal: UrlRefusal } }
  | { code: 'fetch-no-answer'; params: { url: string } }
  /** `status`: the code and the server's status text ("404 Not Found"). */
  | { code: 'fetch-http'; params: { url: string; status: string } };

/** Why an SSE id cannot be sent back as Last-Event-ID (sse-ids.ts). */
export type UnsendableWhy =
  | { kind: 'too-long'; length: number; limit: number }
  | { kind: 'unsendable-character' }
  | { kind: 'spaces-at-ends' };

/** Why a link is not opened (docs/source-url.ts). */
export type UrlRefusal =
  | { kind: 'invalid' }
  | { kind: 'scheme'; protocol: string }
  /** `https://user:pw@host/…`: fetch refuses such a URL before sending anything. */
  | { kind: 'credentials' };
