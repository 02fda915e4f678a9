import { describe, expect, it } from 'vitest';
import { PAYLOAD_KINDS } from './kinds';
import { opt, req, type SchemaOf } from './schemas';
import { validateEnvelope } from './validate';

/**
 * A payload type this viewer does not have, walked through the first step of adding one: its type
 * in types.ts and its entry in kinds.ts, whose schema the compiler holds to the type.
 */
interface PingPayload {
  [key: string]: unknown;
  type: 'ping';
  latency_ms: number;
  via: 'stdio' | 'http';
  host?: string;
}
const pingSchema = (schema: SchemaOf<PingPayload>) => schema;

const record = (type: string, payload: object) =>
  validateEnvelope({ timestamp: '2026-12-04T09:00:00.000Z', type, payload });

describe('a payload type is declared once', () => {
  it('its schema names each field of its type, required where the type requires it', () => {
    const schema = pingSchema({
      latency_ms: req('number'),
      via: req('string', ['stdio', 'http']),
      host: opt('string'),
    });
    expect(Object.keys(schema)).toEqual(['latency_ms', 'via', 'host']);

    // @ts-expect-error: `host`, declared by the type, has no rule.
    pingSchema({ latency_ms: req('number'), via: req('string', ['stdio', 'http']) });
    pingSchema({
      // @ts-expect-error: required by the type, optional in the schema.
      latency_ms: opt('number'),
      via: req('string', ['stdio', 'http']),
      host: opt('string'),
    });
    pingSchema({
      // @ts-expect-error: a number checked as a string.
      latency_ms: req('string'),
      via: req('string', ['stdio', 'http']),
      host: opt('string'),
    });
    pingSchema({
      latency_ms: req('number'),
      // @ts-expect-error: a value the type does not allow.
      via: req('string', ['stdio', 'pipe']),
      host: opt('string'),
    });
    pingSchema({
      latency_ms: req('number'),
      via: req('string', ['stdio', 'http']),
      host: opt('string'),
      // @ts-expect-error: a field the type does not declare.
      port: opt('number'),
    });
  });

  it('the table has an entry for every payload type', () => {
    const { goal_finished: _dropped, ...withoutOne } = PAYLOAD_KINDS;
    // @ts-expect-error: goal_finished has no entry.
    const table: typeof PAYLOAD_KINDS = withoutOne;
    expect(Object.keys(table)).toHaveLength(Object.keys(PAYLOAD_KINDS).length - 1);
  });

  it('a record is checked against the entry of its payload type', () => {
    const missing = record('event_msg', { type: 'goal_finished', outcome: 'complete', rounds: 2 });
    expect(missing.ok ? null : missing.problem).toEqual({
      code: 'field-missing',
      params: { field: 'payload.tokens_used' },
    });
    const misplaced = record('model_msg', { type: 'abort' });
    expect(misplaced.ok ? null : misplaced.problem.code).toBe('payload-type-misplaced');
    // `role` is documented, never checked: a record with another one reads as before.
    const odd = record('model_msg', {
      type: 'tool_call',
      role: 7,
      name: 'ls',
      arguments: '{}',
      tool_call_id: 'c1',
    });
    expect(odd.ok && odd.known).toBe(true);
  });

  it('a type without an entry is kept and shown as JSON, whatever its name', () => {
    for (const type of ['ping', 'constructor', '__proto__', 'toString']) {
      const read = record('event_msg', { type, latency_ms: 3 });
      expect(read.ok && !read.known, type).toBe(true);
      expect(read.ok ? read.warnings.map((w) => w.code) : [], type).toEqual([
        'payload-type-unknown',
      ]);
    }
  });
});
