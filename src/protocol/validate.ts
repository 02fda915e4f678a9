import { kindOf, type ReadingProblem, type WantedKind } from '../problems/reading-problem';
import type { AnyEnvelope, AnyServerEvent } from './types';
import { kindEntry } from './kinds';
import { SERVER_EVENT_SCHEMAS, SESSION_META_SCHEMA, type FieldRule, type Schema } from './schemas';

export type Validated<T> =
  | { ok: true; value: T; known: boolean; warnings: ReadingProblem[] }
  | { ok: false; problem: ReadingProblem };

const ENVELOPE_TYPES = new Set(['session_meta', 'model_msg', 'event_msg']);
const ORIGIN_RULE: FieldRule = ['string[]', true];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const mistyped = (field: string, value: unknown, want: WantedKind): ReadingProblem => ({
  code: 'field-mistyped',
  params: { field, want, got: kindOf(value) },
});

const mustBe = (field: string, want: WantedKind): ReadingProblem => ({
  code: 'field-must-be',
  params: { field, want },
});

const failed = (problem: ReadingProblem) => ({ ok: false, problem }) as const;

/**
 * Checks one value against a rule; returns the problem or null. Enum misses are warnings. The
 * field's path (`prefix` + `field`) is written only into a problem: a valid record builds none.
 */
function checkField(
  prefix: string,
  field: string,
  value: unknown,
  rule: FieldRule,
  warnings: ReadingProblem[],
): ReadingProblem | null {
  const kind = rule[0];
  if (value === undefined)
    return rule[1] ? null : { code: 'field-missing', params: { field: prefix + field } };
  switch (kind) {
    case 'string': {
      if (typeof value !== 'string') return mistyped(prefix + field, value, 'string');
      const values = rule[2];
      if (values && !values.includes(value))
        warnings.push({
          code: 'value-unknown',
          params: { value, field: prefix + field, expected: [...values] },
        });
      return null;
    }
    case 'string?null':
      return value === null || typeof value === 'string'
        ? null
        : mistyped(prefix + field, value, 'stringOrNull');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : mistyped(prefix + field, value, 'number');
    case 'number|string':
      return typeof value === 'number' || typeof value === 'string'
        ? null
        : mistyped(prefix + field, value, 'numberOrString');
    case 'object':
      return isObject(value) ? null : mistyped(prefix + field, value, 'object');
    case 'array':
      return Array.isArray(value) ? null : mistyped(prefix + field, value, 'array');
    case 'string[]':
      if (!Array.isArray(value)) return mistyped(prefix + field, value, 'strings');
      for (let i = 0; i < value.length; i++)
        if (typeof value[i] !== 'string') return mustBe(`${prefix}${field}[${i}]`, 'string');
      return null;
    case 'tools':
      if (!Array.isArray(value)) return mistyped(prefix + field, value, 'tools');
      for (let i = 0; i < value.length; i++) {
        const path = `${prefix}${field}[${i}]`;
        const t: unknown = value[i];
        if (!isObject(t)) return mustBe(path, 'object');
        if (typeof t.name !== 'string') return mustBe(`${path}.name`, 'string');
        if (t.description !== undefined && typeof t.description !== 'string')
          return mustBe(`${path}.description`, 'string');
      }
      return null;
    case 'tokens':
      if (!isObject(value)) return mistyped(prefix + field, value, 'tokenCounts');
      for (const k of TOKEN_FIELDS)
        if (typeof value[k] !== 'number') return mustBe(`${prefix}${field}.${k}`, 'number');
      return null;
    case 'unchecked':
      return null;
  }
}

const TOKEN_FIELDS = ['cache_read', 'cache_write', 'output', 'total'] as const;

/** Each schema's fields as one list, made once (every record is checked against one). */
const fieldLists = new WeakMap<Schema, readonly (readonly [string, FieldRule])[]>();

function checkSchema(
  prefix: string,
  obj: Record<string, unknown>,
  schema: Schema,
  warnings: ReadingProblem[],
): ReadingProblem | null {
  let fields = fieldLists.get(schema);
  if (!fields) fieldLists.set(schema, (fields = Object.entries(schema)));
  for (const [field, rule] of fields) {
    const err = checkField(prefix, field, obj[field], rule, warnings);
    if (err) return err;
  }
  return null;
}

/**
 * Checks a session_meta payload: a required field missing is a warning, not an error, as the
 * record's other fields (the session id, the model) are worth more than its rejection.
 */
function checkMeta(
  payload: Record<string, unknown>,
  warnings: ReadingProblem[],
): ReadingProblem | null {
  for (const [field, rule] of Object.entries(SESSION_META_SCHEMA)) {
    const value = payload[field];
    if (value === undefined && !rule[1]) {
      warnings.push({ code: 'meta-field-missing', params: { field: `payload.${field}` } });
      continue;
    }
    const err = checkField('payload.', field, value, rule, warnings);
    if (err) return err;
  }
  return null;
}

/** Checks a payload against its type's entry; 'unknown' when this viewer has none. */
function checkPayload(
  envelope: string,
  payload: Record<string, unknown>,
  warnings: ReadingProblem[],
): ReadingProblem | 'unknown' | null {
  if (typeof payload.type !== 'string') return mistyped('payload.type', payload.type, 'string');
  const entry = kindEntry(payload.type);
  if (entry?.envelope === envelope) return checkSchema('payload.', payload, entry.fields, warnings);
  const params = { payloadType: payload.type, envelope };
  if (entry) return { code: 'payload-type-misplaced', params };
  // A session_meta payload is not a payload type of kinds.ts, and it has its own envelope.
  if (payload.type === 'session_meta') return { code: 'payload-type-misplaced', params };
  warnings.push({ code: 'payload-type-unknown', params });
  return 'unknown';
}

/**
 * Checks one parsed JSON value as an OmniMessage envelope. The value is returned as is (same
 * object): unknown fields and `fidelity` survive untouched.
 */
export function validateEnvelope(value: unknown): Validated<AnyEnvelope> {
  if (!isObject(value))
    return failed({ code: 'record-not-object', params: { got: kindOf(value) } });
  const warnings: ReadingProblem[] = [];
  if (typeof value.timestamp !== 'string')
    return failed(mistyped('timestamp', value.timestamp, 'string'));
  if (typeof value.type !== 'string') return failed(mistyped('type', value.type, 'string'));
  if (!ENVELOPE_TYPES.has(value.type))
    return failed({ code: 'envelope-type-unknown', params: { type: value.type } });
  if (!isObject(value.payload)) return failed(mistyped('payload', value.payload, 'object'));
  const originErr = checkField('', 'origin', value.origin, ORIGIN_RULE, warnings);
  if (originErr) return failed(originErr);

  const payload = value.payload;
  const err =
    value.type === 'session_meta'
      ? checkMeta(payload, warnings)
      : checkPayload(value.type, payload, warnings);
  if (err === 'unknown')
    return { ok: true, value: value as unknown as AnyEnvelope, known: false, warnings };
  if (err) return failed(err);
  return { ok: true, value: value as unknown as AnyEnvelope, known: true, warnings };
}

/** Checks the `data` of an SSE `server_event`. */
export function validateServerEvent(value: unknown): Validated<AnyServerEvent> {
  if (!isObject(value))
    return failed({ code: 'server-event-not-object', params: { got: kindOf(value) } });
  if (typeof value.type !== 'string') return failed(mistyped('type', value.type, 'string'));
  const warnings: ReadingProblem[] = [];
  const schema = SERVER_EVENT_SCHEMAS[value.type];
  if (!schema) {
    // A server speaking to the reader (`omniscope serve --tail`: the file was deleted) says so in
    // `message`; any other unknown event stays silent, as the real server's extra ones do.
    if (typeof value.message === 'string')
      warnings.push({
        code: 'server-event-message',
        params: { type: value.type, message: value.message },
      });
    return { ok: true, value: value as AnyServerEvent, known: false, warnings };
  }
  const err = checkSchema('', value, schema, warnings);
  if (err) return failed(err);
  if (value.type === 'approval_request') {
    const call = validateEnvelope(value.toolCall);
    if (!call.ok) return failed({ code: 'tool-call-invalid', params: { problem: call.problem } });
    if (
      !isObject(value.toolCall) ||
      (value.toolCall.payload as { type?: unknown }).type !== 'tool_call'
    )
      return failed({ code: 'tool-call-not-tool-call' });
  }
  return { ok: true, value: value as AnyServerEvent, known: true, warnings };
}
