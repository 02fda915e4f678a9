type Obj = Record<string, unknown>;

/** The field of each partial type that its deltas add to. */
export const CONTENT_FIELD: Readonly<Record<string, string>> = {
  partial_text: 'text',
  partial_thinking: 'thinking',
  partial_tool_call: 'arguments',
  partial_tool_call_output: 'output',
};

interface OpenFragment {
  timestamp: unknown;
  origin: unknown;
  payload: Obj;
  field: string;
  content: string;
}

export interface MessagesResponse {
  messages: readonly Obj[];
  live?: { cursor: string | null; fragments: Obj[] };
}

/**
 * A `/messages` answer as text, read piece by piece: the records are the history's own serialised
 * strings, shared by every request, so a slow client costs its position, not a copy.
 */
export interface MessagesBody {
  /** UTF-8 length of the whole body. */
  bytes: number;
  pieces(): Iterable<string>;
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fragmentKey(env: Obj, payload: Obj): string {
  const origin = Array.isArray(env.origin) ? env.origin.join('/') : '';
  const callId = typeof payload.tool_call_id === 'string' ? payload.tool_call_id : '';
  return `${origin}|${String(payload.type)}|${callId}`;
}

/**
 * What `GET /api/sessions/:id/messages` answers (PROTOCOL.md §11): the complete records so far,
 * and while a task runs the open fragments as synthetic `partial_* start` messages carrying the
 * whole accumulated content, origin kept.
 */
export class SessionHistory {
  /**
   * Each record serialised once, when kept. Append-only until `reset`, which starts a new array:
   * an answer being written keeps reading the one it started with.
   */
  private records: string[] = [];
  /** UTF-8 bytes of `records`, commas not counted. */
  private bytes = 0;
  private readonly open = new Map<string, OpenFragment>();
  private fileIndex = 0;
  private ordinal = 0;

  /** With `tracePositions`, records of the main session get `{fileIndex, ordinal}` as the server adds. */
  constructor(private readonly tracePositions = false) {}

  get length(): number {
    return this.records.length;
  }

  /** One envelope as it went out on the stream: partials update fragments, the rest is kept. */
  apply(env: Obj): void {
    const payload = env.payload;
    const field = isObj(payload) ? CONTENT_FIELD[String(payload.type)] : undefined;
    if (!isObj(payload) || !field || env.type !== 'model_msg') {
      this.record(env);
      return;
    }
    const key = fragmentKey(env, payload);
    const piece = typeof payload[field] === 'string' ? payload[field] : '';
    if (payload.event_type === 'start') {
      this.open.set(key, {
        timestamp: env.timestamp,
        origin: env.origin,
        payload,
        field,
        content: piece,
      });
    } else if (payload.event_type === 'delta') {
      const f = this.open.get(key);
      if (f) f.content += piece;
    } else if (payload.event_type === 'stop') {
      this.open.delete(key);
    }
  }

  /** A record that is written to the Trace but never sent on the stream (PROTOCOL.md §12). */
  record(env: Obj): void {
    const text = JSON.stringify(this.positioned(env));
    this.records.push(text);
    this.bytes += Buffer.byteLength(text);
  }

  private positioned(env: Obj): Obj {
    if (!this.tracePositions || env.origin !== undefined) return env;
    if (env.type === 'session_meta') {
      this.fileIndex++;
      this.ordinal = 0;
    }
    const tracePosition = { fileIndex: Math.max(this.fileIndex, 1), ordinal: this.ordinal++ };
    return { ...env, tracePosition };
  }

  reset(): void {
    this.records = [];
    this.bytes = 0;
    this.open.clear();
    this.fileIndex = 0;
    this.ordinal = 0;
  }

  fragments(): Obj[] {
    return [...this.open.values()].map((f) => {
      const { stop_reason: _s, fidelity: _f, ...rest } = f.payload;
      const payload = { ...rest, event_type: 'start', [f.field]: f.content };
      const env: Obj = { timestamp: f.timestamp, type: 'model_msg', payload };
      if (f.origin !== undefined) env.origin = f.origin;
      return env;
    });
  }

  private live(cursor: string | null, running: boolean): MessagesResponse['live'] {
    const fragments = this.fragments();
    return running || fragments.length > 0 ? { cursor, fragments } : undefined;
  }

  response(cursor: string | null, running: boolean): MessagesResponse {
    const messages = this.records.map((r) => JSON.parse(r) as Obj);
    const live = this.live(cursor, running);
    return live ? { messages, live } : { messages };
  }

  /** The answer as it stands now; records kept later are not in it. */
  body(cursor: string | null, running: boolean): MessagesBody {
    const records = this.records;
    const count = records.length;
    const live = this.live(cursor, running);
    const head = '{"messages":[';
    const tail = `]${live ? `,"live":${JSON.stringify(live)}` : ''}}`;
    const bytes = head.length + this.bytes + Math.max(0, count - 1) + Buffer.byteLength(tail);
    return {
      bytes,
      *pieces() {
        yield head;
        // The comma is a piece of its own: prefixed, a record would be copied to be cut in slices.
        for (let i = 0; i < count; i++) {
          if (i > 0) yield ',';
          yield records[i] ?? '';
        }
        yield tail;
      },
    };
  }
}
