/**
 * `value` as JSON text, or `fallback` when it is nested too deep to write: JSON.parse reads a
 * line of a hundred thousand nested arrays, but JSON.stringify recurses and throws RangeError on
 * it, which would fail whatever was writing that record (an index of many sessions, a report).
 */
export function jsonTextOr(value: unknown, fallback: string): string {
  try {
    return JSON.stringify(value) ?? fallback;
  } catch (err) {
    if (err instanceof RangeError) return fallback;
    throw err;
  }
}
