import type { AnyEnvelope, AnyServerEvent } from './types';
import { PAYLOAD_SCHEMAS, SERVER_EVENT_SCHEMAS, type FieldRule, type Schema } from './schemas';

export type Validated<T> =
  { ok: true; value: T; known: boolean; warnings: string[] } | { ok: false; reason: string };

const ENVELOPE_TYPES = new Set(['session_meta', 'model_msg', 'event_msg']);
const ORIGIN_RULE: FieldRule = ['string[]', true];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (v === undefined) return 'missing';
  return `a ${typeof v}`;
}

const mistyped = (path: string, value: unknown, want: string) =>
  `field ${path} must be ${want}, got ${describe(value)}`;

/**
 * Checks one value against a rule; returns an error text or null. Enum misses are warnings. The
 * field's path (`prefix` + `field`) is written only into a message: a valid record builds none.
 */
function checkField(
  prefix: string,
  field: string,
  value: unknown,
  rule: FieldRule,
  warnings: string[],
): string | null {
  const kind = rule[0];
  if (value === undefined) return rule[1] ? null : `missing required field ${prefix}${field}`;
  switch (kind) {
    case 'string': {
      if (typeof value !== 'string') return mistyped(prefix + field, value, 'a string');
      const values = rule[2];
      if (values && !values.includes(value))
        warnings.push(
          `unknown value "${value}" for ${prefix}${field} (expected ${values.join(' | ')})`,
        );
      return null;
    }
    case 'string?null':
      return value === null || typeof value === 'string'
        ? null
        : mistyped(prefix + field, value, 'a string or null');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : mistyped(prefix + field, value, 'a number');
    case 'number|string':
      return typeof value === 'number' || typeof value === 'string'
        ? null
        : mistyped(prefix + field, value, 'a number or a string');
    case 'object':
      return isObject(value) ? null : mistyped(prefix + field, value, 'an object');
    case 'array':
      return Array.isArray(value) ? null : mistyped(prefix + field, value, 'an array');
    case 'string[]':
      if (!Array.isArray(value)) return mistyped(prefix + field, value, 'an array of strings');
      for (let i = 0; i < value.length; i++)
        if (typeof value[i] !== 'string') return `field ${prefix}${field}[${i}] must be a string`;
      return null;
    case 'tools':
      if (!Array.isArray(value)) return mistyped(prefix + field, value, 'an array of tools');
      for (let i = 0; i < value.length; i++) {
        const path = `${prefix}${field}[${i}]`;
        const t: unknown = value[i];
        if (!isObject(t)) return `field ${path} must be an object`;
        if (typeof t.name !== 'string') return `field ${path}.name must be a string`;
        if (t.description !== undefined && typeof t.description !== 'string')
          return `field ${path}.description must be a string`;
      }
      return null;
    case 'tokens':
      if (!isObject(value)) return mistyped(prefix + field, value, 'an object of token counts');
      for (const k of TOKEN_FIELDS)
        if (typeof value[k] !== 'number') return `field ${prefix}${field}.${k} must be a number`;
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
  warnings: string[],
): string | null {
  let fields = fieldLists.get(schema);
  if (!fields) fieldLists.set(schema, (fields = Object.entries(schema)));
  for (const [field, rule] of fields) {
    const err = checkField(prefix, field, obj[field], rule, warnings);
    if (err) return err;
  }
  return null;
}

/**
 * Checks one parsed JSON value as an OmniMessage envelope. The value is returned as is (same
 * object): unknown fields and `fidelity` survive untouched.
 */
export function validateEnvelope(value: unknown): Validated<AnyEnvelope> {
  if (!isObject(value))
    return { ok: false, reason: `record must be a JSON object, got ${describe(value)}` };
  const warnings: string[] = [];
  if (typeof value.timestamp !== 'string')
    return {
      ok: false,
      reason: `field timestamp must be a string, got ${describe(value.timestamp)}`,
    };
  if (typeof value.type !== 'string')
    return { ok: false, reason: `field type must be a string, got ${describe(value.type)}` };
  if (!ENVELOPE_TYPES.has(value.type))
    return {
      ok: false,
      reason: `field type must be session_meta, model_msg or event_msg, got "${value.type}"`,
    };
  if (!isObject(value.payload))
    return { ok: false, reason: `field payload must be an object, got ${describe(value.payload)}` };
  const originErr = checkField('', 'origin', value.origin, ORIGIN_RULE, warnings);
  if (originErr) return { ok: false, reason: originErr };

  const payload = value.payload;
  const schemaKey = value.type === 'session_meta' ? 'session_meta' : payload.type;
  if (typeof schemaKey !== 'string')
    return {
      ok: false,
      reason: `field payload.type must be a string, got ${describe(payload.type)}`,
    };
  const entry = PAYLOAD_SCHEMAS[schemaKey];
  if (!entry || entry.envelope !== value.type) {
    if (entry)
      return { ok: false, reason: `payload.type "${schemaKey}" is not valid in a ${value.type}` };
    warnings.push(`unknown ${value.type} payload.type "${schemaKey}", shown as JSON`);
    return { ok: true, value: value as unknown as AnyEnvelope, known: false, warnings };
  }
  const err = checkSchema('payload.', payload, entry.fields, warnings);
  if (err) return { ok: false, reason: err };
  return { ok: true, value: value as unknown as AnyEnvelope, known: true, warnings };
}

/** Checks the `data` of an SSE `server_event`. */
export function validateServerEvent(value: unknown): Validated<AnyServerEvent> {
  if (!isObject(value))
    return { ok: false, reason: `server event must be a JSON object, got ${describe(value)}` };
  if (typeof value.type !== 'string')
    return { ok: false, reason: `field type must be a string, got ${describe(value.type)}` };
  const warnings: string[] = [];
  const schema = SERVER_EVENT_SCHEMAS[value.type];
  if (!schema) {
    // A server speaking to the reader (`omniscope serve --tail`: the file was deleted) says so in
    // `message`; any other unknown event stays silent, as the real server's extra ones do.
    if (typeof value.message === 'string')
      warnings.push(`server event "${value.type}": ${value.message}`);
    return { ok: true, value: value as AnyServerEvent, known: false, warnings };
  }
  const err = checkSchema('', value, schema, warnings);
  if (err) return { ok: false, reason: err };
  if (value.type === 'approval_request') {
    const call = validateEnvelope(value.toolCall);
    if (!call.ok) return { ok: false, reason: `toolCall: ${call.reason}` };
    if (
      !isObject(value.toolCall) ||
      (value.toolCall.payload as { type?: unknown }).type !== 'tool_call'
    )
      return { ok: false, reason: 'field toolCall must be a tool_call envelope' };
  }
  return { ok: true, value: value as AnyServerEvent, known: true, warnings };
}
