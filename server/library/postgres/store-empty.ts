// A team store no `omniscope ingest` has written yet has no tables: its queries fail with
// PostgreSQL's `relation "sessions" does not exist`, which says nothing of the way out.

/** PostgreSQL's SQLSTATE for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

export const STORE_EMPTY_MESSAGE =
  'the team store has no sessions yet: run `omniscope ingest <paths…> --to <postgres-url>` on the machines whose Trace files it should hold';

/** A query of a store that has no tables yet (the API answers it as `store_empty`). */
export class StoreEmptyError extends Error {
  constructor() {
    super(STORE_EMPTY_MESSAGE);
    this.name = 'StoreEmptyError';
  }
}

/** Whether the driver's error `e` says a table is missing. */
export const isMissingTable = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UNDEFINED_TABLE;
