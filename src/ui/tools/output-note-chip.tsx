import type { OutputNote } from './output-notes';
import { INLINE_CHIP } from '../common/looks';
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** `[output truncated: …]` / `[output archived: …]` as a chip under the output. */
export function OutputNoteChip({ note }: { note: OutputNote }) {
  const t = useT().tools;
  return (
    <span
      data-testid="output-note"
      data-note={note.kind}
      title={revealInvisible(note.detail)}
      className={`${INLINE_CHIP} border-warn-edge bg-warn-tint text-[11px] text-warn-strong`}
    >
      <span className="shrink-0 font-semibold">
        {note.kind === 'truncated' ? t.outputTruncated : t.outputArchived}
      </span>
      <span className="truncate font-mono">
        <VisibleText text={note.detail} />
      </span>
    </span>
  );
}
