// Every envelope and server event a document received, in arrival order, append-only. Built to
// hold 100,000+ events: the input objects the reducer gets anyway are kept by reference, every
// other field lives in typed columns or is derived from the input when a row is drawn. Appending
// keeps only the input and its arrival: the columns (types, sessions, rows) are filled in when
// first read, so loading a file does not pay for an inspector most readers never open.
import { hasKeptValues, withKeptValues } from '../ingest/kept-files';
import type { AnyEnvelope, AnyServerEvent } from '../protocol/types';
import type { ItemId, Loc, TraceInput } from '../store/model';
import { Float64Column, Int32Column, Interner } from './columns';
import { sessionKeyOf } from '../store/session-key';

/** An input that is an event (a record or a server event); `end` markers are not events. */
export type LoggedInput = Extract<TraceInput, { kind: 'record' | 'server' }>;

/** An SSE comment received before event `before` (heartbeats…): kept for a saved capture. */
export interface LoggedComment {
  before: number;
  text: string;
  /** Viewer clock (ms) when it arrived. */
  arrival: number;
}

/** One event as the inspector shows it, built on demand. */
export interface EventEntry {
  index: number;
  input: LoggedInput;
  /** Viewer clock (ms) when it arrived. */
  arrival: number;
  /** Read from a file with no arrival time of its own: `arrival` is only when it was read. */
  fromFile: boolean;
  /** The record's own timestamp (ms), when it has one. */
  recordTime?: number;
  sseId?: string;
  /** The `<epoch>` part of an `<epoch>-<seq>` SSE id. */
  epoch?: string;
  /** UTF-8 bytes of the event's JSON. */
  size: number;
  /** The origin chain joined by '/', '' for the main session. */
  session: string;
  /** `session_meta` | `model_msg` | `event_msg` | `server_event` (or an unknown record type). */
  type: string;
  /** payload.type (server event type for server events); '' for session_meta. */
  payloadType: string;
  /** `start` | `delta` | `stop` for a fragment. */
  fragment?: string;
  /** The item it created or changed, once attributed; null when it changed no item. */
  item?: ItemId | null;
  /** It came with a history that replaced the document's state (a resync). */
  history: boolean;
}

const SERVER_EVENT = 'server_event';
/**
 * Comments kept for a saved capture, and the characters kept of each: heartbeats every 15 s fill
 * the first in about two days, while a hostile stream sending comments without end is bounded.
 */
export const KEPT_COMMENTS = 10_000;
export const KEPT_COMMENT_CHARS = 1024;
const NOT_ATTRIBUTED = -2;
const NO_ITEM = -1;

export function envelopeOf(input: LoggedInput): AnyEnvelope | AnyServerEvent {
  return input.kind === 'record' ? input.envelope : input.event;
}

export function sessionOf(input: LoggedInput): string {
  if (input.kind === 'record') return sessionKeyOf(input.envelope.origin);
  const origin = input.event.origin;
  return Array.isArray(origin) ? sessionKeyOf(origin) : '';
}

function typesOf(input: LoggedInput): { type: string; payloadType: string } {
  // An event of a name we do not know is listed under that name, with no payload type.
  if (input.kind === 'server' && input.wire) return { type: input.wire.event, payloadType: '' };
  if (input.kind === 'server') return { type: SERVER_EVENT, payloadType: input.event.type };
  const env = input.envelope;
  const payloadType = env.type === 'session_meta' ? '' : String(env.payload.type);
  return { type: env.type, payloadType };
}

export function recordTimeOf(input: LoggedInput): number | undefined {
  const stamp =
    input.kind === 'record'
      ? input.envelope.timestamp
      : input.event.type === 'approval_request'
        ? (input.event.toolCall as { timestamp?: unknown } | undefined)?.timestamp
        : undefined;
  const t = typeof stamp === 'string' ? Date.parse(stamp) : NaN;
  return Number.isNaN(t) ? undefined : t;
}

export function epochOf(sseId: string): string | undefined {
  const dash = sseId.lastIndexOf('-');
  return dash > 0 && /^\d+$/.test(sseId.slice(dash + 1)) ? sseId.slice(0, dash) : undefined;
}

const encoder = new TextEncoder();
/** Event `input`'s JSON with its kept values put back, as slices of their files (nothing read). */
const wholeJson = (input: LoggedInput): Blob =>
  new Blob(withKeptValues(JSON.stringify(envelopeOf(input))));
/** Characters of kept values an event log reads into its search texts and holds. */
const KEPT_TEXTS_HELD = 64 * 2 ** 20;
/** The event's size as received: a value left in its file counts its bytes there. */
export function byteSize(value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  return hasKeptValues(json) ? new Blob(withKeptValues(json)).size : encoder.encode(json).length;
}

export class EventLog {
  private readonly inputs: LoggedInput[] = [];
  private readonly arrivals = new Float64Column();
  /** Events whose columns below are filled in. */
  private coded = 0;
  private readonly typeCodes = new Int32Column();
  private readonly payloadCodes = new Int32Column();
  private readonly sessionCodes = new Int32Column();
  private readonly sizes = new Int32Column(-1);
  private readonly items = new Int32Column(NOT_ATTRIBUTED);
  /** Each event's JSON lower-cased, for the text filter: built on the first search, then kept. */
  private readonly searchTexts: string[] = [];
  private types = new Interner();
  private payloadTypes = new Interner();
  private sessions = new Interner();
  /** Works out which row each applied event changed; run before rows are read (record-events). */
  private attribute: () => void = () => undefined;
  private attributing = false;
  /** Where a history replaced the state (the reducer starts afresh at `start`) and its extent. */
  readonly resets: { start: number; end: number }[] = [];
  /** The first `KEPT_COMMENTS` SSE comments, in arrival order; not events, so not listed. */
  readonly comments: LoggedComment[] = [];
  /** Every SSE comment received, kept or not. */
  commentCount = 0;
  /** Event count when the source said it had no more (an `end` input). */
  endedAt: number | null = null;
  private readonly listeners = new Set<() => void>();
  /** Event index by its input's location object (the reducer hands that object to violations). */
  private readonly byLoc = new Map<Loc, number>();
  private locIndexed = 0;
  /** Bumped on every change; cheap to compare. */
  version = 0;
  /** Bumped when search texts already made changed (kept values read into them). */
  textsVersion = 0;
  /** Events whose search text still holds a kept value's reference. */
  private keptTexts: number[] = [];
  /** Characters of kept values read into search texts so far. */
  private keptHeld = 0;
  /** Events whose kept values did not fit the budget: a text search reads them each time. */
  private readonly keptUnheld = new Set<number>();
  /** Which of those hold the last search text `findKept` read them for. */
  private keptFound: { needle: string; events: Set<number> } | null = null;

  get count(): number {
    return this.inputs.length;
  }

  /** Adds what a source fed the store; `end` inputs only mark the end. */
  append(inputs: readonly TraceInput[], now: number): void {
    for (const input of inputs)
      if (input.kind === 'end') this.endedAt ??= this.count;
      else this.push(input, input.receivedAt ?? now);
    if (inputs.length > 0) this.changed();
  }

  private push(input: Exclude<TraceInput, { kind: 'end' }>, arrival: number): void {
    if (input.kind === 'comment') this.pushComment(input.text, arrival);
    else this.pushEvent(input, arrival);
  }

  private pushComment(text: string, arrival: number): void {
    this.commentCount++;
    if (this.comments.length >= KEPT_COMMENTS) return;
    this.comments.push({ before: this.count, text: text.slice(0, KEPT_COMMENT_CHARS), arrival });
  }

  /** Forgets every event and comment: the source plays again from its start (a replay sought). */
  startOver(): void {
    this.inputs.length = 0;
    for (const column of [this.arrivals, this.typeCodes, this.payloadCodes, this.sessionCodes])
      column.clear();
    for (const column of [this.sizes, this.items]) column.clear();
    this.types = new Interner();
    this.payloadTypes = new Interner();
    this.sessions = new Interner();
    this.coded = 0;
    this.searchTexts.length = 0;
    this.resets.length = 0;
    this.comments.length = 0;
    this.commentCount = 0;
    this.endedAt = null;
    this.byLoc.clear();
    this.locIndexed = 0;
    this.keptTexts = [];
    this.keptHeld = 0;
    this.keptUnheld.clear();
    this.keptFound = null;
    this.textsVersion++;
    this.changed();
  }

  /** A history that replaces the state: its inputs are events too, starting afresh. */
  reset(inputs: readonly TraceInput[], now: number): void {
    const start = this.count;
    this.endedAt = null;
    for (const input of inputs) if (input.kind !== 'end') this.push(input, input.receivedAt ?? now);
    this.resets.push({ start, end: this.count });
    this.changed();
  }

  private pushEvent(input: LoggedInput, arrival: number): void {
    this.inputs.push(input);
    this.arrivals.push(arrival);
  }

  /** Fills the columns of the events appended since the last read. */
  private code(): void {
    for (; this.coded < this.count; this.coded++) {
      const input = this.inputs[this.coded] as LoggedInput;
      const { type, payloadType } = typesOf(input);
      this.typeCodes.push(this.types.code(type));
      this.payloadCodes.push(this.payloadTypes.code(payloadType));
      this.sessionCodes.push(this.sessions.code(sessionOf(input)));
      this.sizes.push(-1);
      this.items.push(NOT_ATTRIBUTED);
    }
  }

  /** Every event type and every payload type seen, in order of first appearance. */
  typeNames(): { types: readonly string[]; payloadTypes: readonly string[] } {
    this.code();
    return { types: this.types.values, payloadTypes: this.payloadTypes.values };
  }

  /** Every session seen ('' for the main one), in order of first appearance. */
  sessionNames(): readonly string[] {
    this.code();
    return this.sessions.values;
  }

  /**
   * `attribute` fills in rows (setItem) up to the events the store has applied; it runs before
   * any row is read instead of after every batch.
   */
  attributeWith(attribute: () => void): void {
    this.attribute = attribute;
  }

  private attributed(): void {
    this.code();
    if (this.attributing) return;
    this.attributing = true;
    try {
      this.attribute();
    } finally {
      this.attributing = false;
    }
  }

  input(i: number): LoggedInput | undefined {
    return this.inputs[i];
  }

  arrival(i: number): number {
    return this.arrivals.get(i);
  }

  /**
   * Event `i` came from a file that kept no arrival times (a Trace, a capture without arrival
   * comments): its arrival is the moment the file was read, which says nothing of the stream.
   */
  fromFile(i: number): boolean {
    const input = this.inputs[i];
    return input !== undefined && input.receivedAt === undefined && input.at?.file !== undefined;
  }

  typeCode(i: number): number {
    this.code();
    return this.typeCodes.get(i);
  }

  payloadCode(i: number): number {
    this.code();
    return this.payloadCodes.get(i);
  }

  sessionCode(i: number): number {
    this.code();
    return this.sessionCodes.get(i);
  }

  size(i: number): number {
    this.code();
    const known = this.sizes.get(i);
    if (known >= 0) return known;
    const input = this.inputs[i];
    if (!input) return 0;
    const n = byteSize(envelopeOf(input));
    this.sizes.set(i, n);
    return n;
  }

  /**
   * Event `i`'s JSON, lower-cased; made once per event, on the first search that needs it. An
   * event holding a value left in its file has it in as its reference until readKeptTexts.
   */
  searchText(i: number): string {
    for (let k = this.searchTexts.length; k <= i && k < this.count; k++) {
      const input = this.inputs[k];
      const json = input ? JSON.stringify(envelopeOf(input)) : '';
      if (hasKeptValues(json)) this.keptTexts.push(k);
      this.searchTexts.push(json.toLowerCase());
    }
    return this.searchTexts[i] ?? '';
  }

  /**
   * Puts the values left in their file into the search texts made so far (read from the file,
   * one event at a time), up to `budget` characters in all: past it, an event keeps its
   * reference, and a search reads it back (`findKept`) rather than the page holding every long
   * output of a gigabyte (opening the inspector on a 400 MB trace took the page's heap from 124 to
   * 486 MB). True when any text changed: `textsVersion` then says so.
   */
  async readKeptTexts(budget = KEPT_TEXTS_HELD): Promise<boolean> {
    const pending = this.keptTexts.splice(0);
    let changed = false;
    for (const k of pending) {
      const input = this.inputs[k];
      if (!input) continue;
      const whole = wholeJson(input);
      if (this.keptHeld + whole.size > budget) {
        this.keptUnheld.add(k);
        continue;
      }
      const text = await whole.text().catch(() => null);
      if (text === null) continue;
      this.keptHeld += whole.size;
      this.searchTexts[k] = text.toLowerCase();
      changed = true;
    }
    if (changed) this.textsVersion += 1;
    return changed;
  }

  /** Some events' kept values are not held: a text search needs `findKept`. */
  get keptUnread(): boolean {
    return this.keptUnheld.size > 0;
  }

  /**
   * Reads back the kept values of the events not held, one event at a time, and notes which
   * hold `needle` (lower-cased); none is kept. Gives up when `stale` says a newer search came.
   * True when it found the answer (`textsVersion` then says so).
   */
  async findKept(needle: string, stale: () => boolean): Promise<boolean> {
    if (this.keptUnheld.size === 0 || needle === '' || this.keptFound?.needle === needle)
      return false;
    const events = new Set<number>();
    for (const k of this.keptUnheld) {
      if (stale()) return false;
      const input = this.inputs[k];
      if (!input) continue;
      const text = await wholeJson(input)
        .text()
        .catch(() => null);
      if (text?.toLowerCase().includes(needle)) events.add(k);
    }
    if (stale()) return false;
    this.keptFound = { needle, events };
    this.textsVersion += 1;
    return true;
  }

  /**
   * Whether event `i`'s JSON holds `needle` (lower-cased): its search text, or for an event whose
   * kept values are not held, what `findKept` found for that needle (until then, its reference
   * and preview).
   */
  textHolds(i: number, needle: string): boolean {
    if (this.keptFound?.needle === needle && this.keptUnheld.has(i))
      return this.keptFound.events.has(i);
    return this.searchText(i).includes(needle);
  }

  /** Builds search texts ahead for up to `budgetMs`; true when every event has one. */
  warmSearch(budgetMs: number, now: () => number = () => performance.now()): boolean {
    const stop = now() + budgetMs;
    while (this.searchTexts.length < this.count) {
      this.searchText(Math.min(this.searchTexts.length + 500, this.count) - 1);
      if (now() >= stop) break;
    }
    return this.searchTexts.length >= this.count;
  }

  /** The item event `i` created or changed: undefined until attributed, null for none. */
  item(i: number): ItemId | null | undefined {
    this.attributed();
    const v = this.items.get(i);
    return v === NOT_ATTRIBUTED ? undefined : v === NO_ITEM ? null : v;
  }

  setItem(i: number, item: ItemId | null): void {
    this.code();
    this.items.set(i, item ?? NO_ITEM);
  }

  /** The event whose input carried this very location object (as a violation's `at` does). */
  indexOfLoc(at: Loc): number | undefined {
    for (; this.locIndexed < this.count; this.locIndexed++) {
      const loc = this.inputs[this.locIndexed]?.at;
      if (loc) this.byLoc.set(loc, this.locIndexed);
    }
    return this.byLoc.get(at);
  }

  /** Events attributed to `item`, in order. */
  eventsOf(item: ItemId): number[] {
    this.attributed();
    const out: number[] = [];
    for (let i = 0; i < this.count; i++) if (this.items.get(i) === item) out.push(i);
    return out;
  }

  /** The index after the last reset at or before `i` (0 with none): where the reducer starts. */
  segmentStart(i: number): number {
    let start = 0;
    for (const r of this.resets) if (r.start <= i) start = r.start;
    return start;
  }

  fromHistory(i: number): boolean {
    return this.resets.some((r) => r.start <= i && i < r.end);
  }

  entry(i: number): EventEntry | undefined {
    const input = this.inputs[i];
    if (!input) return undefined;
    const e: EventEntry = {
      index: i,
      input,
      arrival: this.arrival(i),
      fromFile: this.fromFile(i),
      size: this.size(i),
      session: this.sessions.value(this.sessionCode(i)),
      type: this.types.value(this.typeCode(i)),
      payloadType: this.payloadTypes.value(this.payloadCode(i)),
      history: this.fromHistory(i),
    };
    const t = recordTimeOf(input);
    if (t !== undefined) e.recordTime = t;
    const id = input.at?.eventId;
    if (id !== undefined) {
      e.sseId = id;
      const epoch = epochOf(id);
      if (epoch !== undefined) e.epoch = epoch;
    }
    if (input.kind === 'record' && input.envelope.type === 'model_msg') {
      const ev = (input.envelope.payload as { event_type?: unknown }).event_type;
      if (typeof ev === 'string') e.fragment = ev;
    }
    const item = this.item(i);
    if (item !== undefined) e.item = item;
    return e;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const l of this.listeners) l();
  }
}
