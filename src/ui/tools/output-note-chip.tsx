import type { OutputNote } from './output-notes';
import { INLINE_CHIP } from '../common/looks';

/** `[output truncated: …]` / `[output archived: …]` as a chip under the output. */
export function OutputNoteChip({ note }: { note: OutputNote }) {
  return (
    <span
      data-testid="output-note"
      data-note={note.kind}
      title={note.detail}
      className={`${INLINE_CHIP} border-warn-edge bg-warn-tint text-[11px] text-warn-strong`}
    >
      <span className="shrink-0 font-semibold">
        {note.kind === 'truncated' ? 'Output truncated' : 'Output archived'}
      </span>
      <span className="truncate font-mono">{note.detail}</span>
    </span>
  );
}
