// Lookup tables keyed by values a trace supplies. A trace can hold any string ("maybe",
// "constructor", "__proto__"), so a key only counts when the table itself lists it.

/** The entry of `table` for `value`, or undefined when the table does not list it. */
export function lookUp<V>(table: Readonly<Record<string, V>>, value: unknown): V | undefined {
  return typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : undefined;
}

/**
 * A value as a reader should see it: strings as they are, anything else as compact JSON, and
 * `missing` (the catalog's common.missing in the reader's language) when there is none.
 */
export function rawText(value: unknown, missing = '(missing)'): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return missing;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
