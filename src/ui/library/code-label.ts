// A code of the data (a status, a decision, a problem kind) in the catalog's words; a code the
// catalog does not know is shown as it is.
export const codeLabel = (words: Readonly<Record<string, string>>, code: string): string =>
  words[code] ?? code;
