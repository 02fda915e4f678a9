// A status code in a catalog's words: the validate report says the app's words, not the codes.

/** The word for `key` in `words` (a label's text when it has a title too), else `key` itself. */
export const wordOf = (
  words: Readonly<Record<string, string | { label: string }>>,
  key: string,
): string => {
  const w = words[key];
  // String(): the catalog test calls every function with sample numbers.
  return w === undefined ? String(key) : typeof w === 'string' ? w : w.label;
};
