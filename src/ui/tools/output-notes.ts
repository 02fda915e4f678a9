// The producer appends `[output truncated: …]` and `[output archived: <path>]` lines to long tool
// output (PROTOCOL.md §12); they are notes about the output, shown as chips, not output text.

export interface OutputNote {
  kind: 'truncated' | 'archived';
  detail: string;
}

const NOTE = /^\[output (truncated|archived): ([^\n]*)\]$/;

export function splitOutputNotes(text: string): { body: string; notes: OutputNote[] } {
  const notes: OutputNote[] = [];
  let end = text.length;
  for (;;) {
    let stop = end;
    while (stop > 0 && (text[stop - 1] === '\n' || text[stop - 1] === '\r')) stop -= 1;
    const start = text.lastIndexOf('\n', stop - 1) + 1;
    const m = NOTE.exec(text.slice(start, stop).trim());
    if (!m || stop === 0) break;
    notes.unshift({ kind: m[1] === 'archived' ? 'archived' : 'truncated', detail: m[2] ?? '' });
    end = start;
  }
  return { body: notes.length > 0 ? text.slice(0, end).replace(/\s+$/, '') : text, notes };
}
