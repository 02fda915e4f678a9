import type { MarkerName } from './markers';
import { INLINE_CHIP } from '../common/looks';
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { useT } from '../i18n/language-store';

/** `[attached file: …]` / `[attached image: …]`: the path as a chip (nothing is fetched). */
export function MarkerChip({ name, arg }: { name: MarkerName; arg?: string | undefined }) {
  const t = useT();
  return (
    <span
      data-testid="marker-chip"
      data-marker={name}
      title={arg === undefined ? undefined : revealInvisible(arg)}
      className={`${INLINE_CHIP} border-line-soft bg-zinc-50 text-xs dark:bg-zinc-800/60`}
    >
      <span className="shrink-0 text-[10px] font-semibold tracking-wider text-fg-muted uppercase">
        {name === 'attached_image' ? t.markdown.chipImage : t.markdown.chipFile}
      </span>
      <span className="truncate font-mono text-fg-control">
        {arg === undefined ? null : <VisibleText text={arg} path />}
      </span>
    </span>
  );
}
