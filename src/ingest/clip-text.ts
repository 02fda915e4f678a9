// Names and ids come from the stream: a hostile one can be megabytes long. Panels show a bounded
// start of it and say how long it was, so one event cannot blow up a row, a title or a reason.

/** Characters of an event name or id shown anywhere; PenguinHarness ids are about 20. */
export const SHOWN_NAME_CHARS = 120;

/** `text` when short; else its start and how many characters it had, never a cut surrogate pair. */
export function clipText(text: string, max = SHOWN_NAME_CHARS): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}… (${text.length} characters)`;
}
