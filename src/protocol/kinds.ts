// Every payload type of PROTOCOL.md §3–5, declared once: the envelope it travels in, the schema its
// records are checked against (checked in turn against its type in types.ts), and what the filters
// and search read from it. The table is keyed by the payload types themselves, so a type without
// an entry does not compile; so are the reducer's rules and the UI's rows, which hold the rest.
import type { EventPayload, ModelPayload } from './types';
import { STOP_REASONS } from './types';
import { opt, req, unchecked, type Schema, type SchemaOf } from './schemas';

export type KnownPayload = ModelPayload | EventPayload;
export type PayloadType = KnownPayload['type'];
export type EventKind = EventPayload['type'];
export type ModelKind = ModelPayload['type'];
export type PayloadOf<K extends PayloadType> = Extract<KnownPayload, { type: K }>;

/** The classes the reader filters by kind, in the order the filter bar lists them. */
export const FILTER_CLASSES = ['messages', 'thinking', 'tools', 'events'] as const;
export type FilterClass = (typeof FILTER_CLASSES)[number];

/** What a part of the app knows of one payload type P. */
interface KindEntry<P extends KnownPayload> {
  envelope: P extends EventPayload ? 'event_msg' : 'model_msg';
  fields: SchemaOf<P>;
  /** Where the filters class its row (a fragment's row is its complete twin's). */
  filter: FilterClass;
  /** The part of a search a message's text is found in; none: its text is not searched. */
  searchAs?: 'text' | 'thinking';
  /** The texts an event's row shows as what went wrong: search finds them. */
  errors?(p: P): readonly unknown[];
  /** The record says its request or compaction did not complete: the errors filter shows it. */
  failed?(p: P): boolean;
}

/**
 * An entry as a reader of any record sees it. Its methods take the payload the entry was looked up
 * by: the record was validated against that very entry (validate.ts), which is what makes passing
 * it on sound.
 */
export interface AnyKindEntry {
  envelope: 'event_msg' | 'model_msg';
  fields: Schema;
  filter: FilterClass;
  searchAs?: 'text' | 'thinking';
  errors?(p: { type: string }): readonly unknown[];
  failed?(p: { type: string }): boolean;
}

const stop = { stop_reason: opt('string', STOP_REASONS), fidelity: opt('object') };
const fragment = { ...stop, event_type: req('string', ['start', 'delta', 'stop']) };
const ROLES = ['user', 'assistant'] as const;
const COMPACTION = {
  reason: req('string', ['context', 'turns', 'manual']),
  mode: req('string', ['summarize', 'discard']),
};
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const PAYLOAD_KINDS: { readonly [K in PayloadType]: KindEntry<PayloadOf<K>> } = {
  text: {
    envelope: 'model_msg',
    fields: {
      ...stop,
      role: req('string', ROLES),
      text: req('string'),
      sender: opt('string', ['user', 'parent_agent', 'harness', 'server']),
    },
    filter: 'messages',
    searchAs: 'text',
  },
  thinking: {
    envelope: 'model_msg',
    fields: { ...stop, role: opt('string'), thinking: req('string') },
    filter: 'thinking',
    searchAs: 'thinking',
  },
  inline_thinking: {
    envelope: 'model_msg',
    fields: { ...stop, role: unchecked, data: req('string'), mime_type: req('string') },
    filter: 'thinking',
  },
  tool_call: {
    envelope: 'model_msg',
    fields: {
      ...stop,
      role: unchecked,
      name: req('string'),
      arguments: req('string'),
      tool_call_id: req('string'),
    },
    filter: 'tools',
  },
  tool_call_output: {
    envelope: 'model_msg',
    fields: {
      ...stop,
      role: unchecked,
      output: req('string'),
      images: opt('string[]'),
      tool_call_id: req('string'),
    },
    filter: 'tools',
  },
  image_url: {
    envelope: 'model_msg',
    fields: { ...stop, role: unchecked, image_url: req('string') },
    filter: 'messages',
  },
  inline_data: {
    envelope: 'model_msg',
    fields: { ...stop, role: opt('string', ROLES), data: req('string'), mime_type: req('string') },
    filter: 'messages',
  },
  partial_text: {
    envelope: 'model_msg',
    fields: { ...fragment, role: unchecked, text: req('string') },
    filter: 'messages',
  },
  partial_thinking: {
    envelope: 'model_msg',
    fields: { ...fragment, role: unchecked, thinking: req('string') },
    filter: 'thinking',
  },
  partial_tool_call: {
    envelope: 'model_msg',
    fields: {
      ...fragment,
      role: unchecked,
      name: req('string'),
      arguments: req('string'),
      tool_call_id: req('string'),
    },
    filter: 'tools',
  },
  partial_tool_call_output: {
    envelope: 'model_msg',
    fields: {
      ...fragment,
      role: unchecked,
      output: req('string'),
      images: opt('string[]'),
      tool_call_id: req('string'),
    },
    filter: 'tools',
  },
  request_begin: { envelope: 'event_msg', fields: {}, filter: 'events' },
  request_end: {
    envelope: 'event_msg',
    fields: {
      status: req('string', STOP_REASONS),
      error_message: opt('string'),
      attempt: opt('number'),
      retry_in_ms: opt('number'),
    },
    filter: 'events',
    errors: (p) => [p.error_message],
    failed: (p) => p.status !== 'completed',
  },
  approval_decision: {
    envelope: 'event_msg',
    fields: {
      decision: req('string', ['allow', 'deny', 'forbidden']),
      tool_call_id: req('string'),
    },
    filter: 'events',
  },
  token_usage: {
    envelope: 'event_msg',
    fields: { session: req('tokens'), request: req('tokens') },
    filter: 'events',
  },
  compaction_begin: {
    envelope: 'event_msg',
    fields: { ...COMPACTION, context: req('number'), turns: req('number') },
    filter: 'events',
  },
  compaction_end: {
    envelope: 'event_msg',
    fields: {
      ...COMPACTION,
      status: req('string', STOP_REASONS),
      attempt: opt('number'),
      error_message: opt('string'),
    },
    filter: 'events',
    errors: (p) => [p.error_message],
    failed: (p) => p.status !== 'completed',
  },
  abort: {
    envelope: 'event_msg',
    fields: { reason: opt('string?null') },
    filter: 'events',
    errors: (p) => [p.reason],
  },
  subagent: { envelope: 'event_msg', fields: { session_id: req('string') }, filter: 'events' },
  tool_list_ready: { envelope: 'event_msg', fields: { tools: req('tools') }, filter: 'events' },
  mcp_connect_begin: {
    envelope: 'event_msg',
    fields: { servers: req('string[]') },
    filter: 'events',
  },
  mcp_connect_end: {
    envelope: 'event_msg',
    fields: { status: req('string', ['completed', 'failed', 'aborted']), results: req('array') },
    filter: 'events',
    // Only `results` being an array is checked: any one of them may be anything.
    errors: (p) => p.results.map((r: unknown) => (isObject(r) ? r.error : undefined)),
  },
  goal_finished: {
    envelope: 'event_msg',
    fields: {
      outcome: req('string', ['complete', 'blocked', 'budget_limited', 'aborted']),
      rounds: req('number'),
      tokens_used: req('number'),
    },
    filter: 'events',
  },
};

// A Map, not the object: a parsed record's type is a string of its own, and a Map hashes it
// once, where an own-property test looks it up in the engine's string table first (500,000 parsed
// types: 11–21 ms against 14–25 ms in Chromium, half in Node; every record asks, in the worker and
// on the page).
const ENTRIES: ReadonlyMap<string, AnyKindEntry> = new Map(Object.entries(PAYLOAD_KINDS));

/** The entry of a payload type; none for a type this viewer does not know. */
export function kindEntry(type: string): AnyKindEntry | undefined {
  return ENTRIES.get(type);
}

export const isEventKind = (type: string): type is EventKind =>
  kindEntry(type)?.envelope === 'event_msg';
