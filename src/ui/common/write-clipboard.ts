// Puts text on the clipboard from a click or a key, whether the text is at hand or still to come
// (asked of the trace, read back from its file). A write started after an await may have lost
// the gesture that allowed it (Safari refuses it), so a text still to come is handed to the
// clipboard at once as a promise, where the browser takes one.

/** Writes `text`; resolves once it is on the clipboard, rejects when the browser refused it. */
export function writeClipboard(text: string | Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return Promise.reject(new Error('no clipboard'));
  if (typeof text === 'string') return clipboard.writeText(text);
  if (typeof ClipboardItem === 'undefined' || typeof clipboard.write !== 'function')
    return text.then((t) => clipboard.writeText(t));
  const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
  return clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}
