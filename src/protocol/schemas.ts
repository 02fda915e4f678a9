// The rule language records are checked with, and the schemas that are not payload types
// (session_meta, server events). Payload types are declared in kinds.ts.
import type { TokenCounts, ToolSpec } from './types';

type Kind =
  | 'string'
  | 'string?null'
  | 'number'
  | 'number|string'
  | 'object'
  | 'array'
  | 'string[]'
  | 'tools'
  | 'tokens'
  /** A documented field the reader never checks (records without it, or with another value, pass). */
  | 'unchecked';
/** [kind, optional, allowed values]. A value outside `allowed` is a warning, not an error. */
export type FieldRule<
  K extends Kind = Kind,
  O extends boolean = boolean,
  V extends string = string,
> = readonly [K, O, (readonly V[] | undefined)?];
export type Schema = Readonly<Record<string, FieldRule>>;

export const req = <K extends Kind, const V extends string = string>(
  kind: K,
  values?: readonly V[],
): FieldRule<K, false, V> => [kind, false, values];
export const opt = <K extends Kind, const V extends string = string>(
  kind: K,
  values?: readonly V[],
): FieldRule<K, true, V> => [kind, true, values];
export const unchecked: FieldRule<'unchecked', true> = ['unchecked', true];

// ---- a schema checked against its TypeScript type ----

/** The fields a type names, without the index signature every open protocol type has. */
type Declared<P> = keyof {
  [F in keyof P as string extends F ? never : number extends F ? never : F]: 0;
};
type IsOptional<P, F extends keyof P> = object extends Pick<P, F> ? true : false;

/** The rule a field of type T may have: its kind follows T, listed values lie within T. */
type RuleFor<T, O extends boolean> =
  | (O extends true ? FieldRule<'unchecked', true> : never)
  | ([T] extends [string]
      ? FieldRule<'string', O, string extends T ? string : T>
      : [T] extends [string | null]
        ? FieldRule<'string?null', O>
        : [T] extends [number]
          ? FieldRule<'number', O>
          : [T] extends [number | string]
            ? FieldRule<'number|string', O>
            : [T] extends [string[]]
              ? FieldRule<'string[]', O>
              : [T] extends [ToolSpec[]]
                ? FieldRule<'tools', O>
                : [T] extends [TokenCounts]
                  ? FieldRule<'tokens', O>
                  : [T] extends [readonly unknown[]]
                    ? FieldRule<'array', O>
                    : FieldRule<'object', O>);

/**
 * The schema of payload type P: one rule for each field P declares (but `type`), required where P
 * requires it. A field added to the type and not to the schema, or the other way, does not compile.
 */
export type SchemaOf<P> = {
  readonly [F in Exclude<Declared<P>, 'type'> & keyof P]-?: RuleFor<
    Exclude<P[F], undefined>,
    IsOptional<P, F>
  >;
};

export const SESSION_META_SCHEMA: Schema = {
  session_id: req('string'),
  provider: req('string'),
  model_id: req('string'),
  model_context_window: req('number|string'),
  system_prompt: req('string'),
  tools: opt('tools'),
  agent_state: req('string'),
  workspace: req('string'),
  source: opt('string', ['subagent', 'schedule']),
};

export const SERVER_EVENT_SCHEMAS: Readonly<Record<string, Schema>> = {
  approval_request: { toolCall: req('object'), origin: opt('string[]') },
  task_state: {
    state: req('string', ['idle', 'running', 'compacting']),
    queued: opt('number'),
  },
  session_title: { sessionId: req('string'), title: req('string') },
  resync_required: {},
  credentials_updated: {},
  goal_started: {},
  goal_round: {},
  goal_finished: {},
  session_created: { sessionId: opt('string') },
};
