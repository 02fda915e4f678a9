// Lines of a text as a reader counts them: a trailing newline ends the last line, it does not
// start another. Pure, so the parse worker counts a kept output's lines as its row labels them.

/** Counted without splitting: a 5 MB output should not allocate a million strings. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n += 1;
  return text.endsWith('\n') ? n - 1 : n;
}
