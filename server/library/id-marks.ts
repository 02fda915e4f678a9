// Many ids in one statement: a round trip each costs the team store more than the work.

/** Ids a statement names at most. */
export const ID_CHUNK = 500;

/** `$from, $from+1, …`: a parameter for each of `ids`. */
export const idMarks = (ids: readonly unknown[], from = 1): string =>
  ids.map((_, i) => `$${i + from}`).join(', ');
