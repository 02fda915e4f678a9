import type { OutputNote } from './output-notes';

/** `[output truncated: …]` / `[output archived: …]` as a chip under the output. */
export function OutputNoteChip({ note }: { note: OutputNote }) {
  return (
    <span
      data-testid="output-note"
      data-note={note.kind}
      title={note.detail}
      className="inline-flex max-w-full min-w-0 items-center gap-1 rounded border border-warn-edge bg-warn-tint px-1.5 py-0.5 text-[11px] text-warn-strong"
    >
      <span className="shrink-0 font-semibold">
        {note.kind === 'truncated' ? 'Output truncated' : 'Output archived'}
      </span>
      <span className="truncate font-mono">{note.detail}</span>
    </span>
  );
}
