import type { MarkerName } from './markers';

/** `[attached file: …]` / `[attached image: …]`: the path as a chip (nothing is fetched). */
export function MarkerChip({ name, arg }: { name: MarkerName; arg?: string | undefined }) {
  return (
    <span
      data-testid="marker-chip"
      data-marker={name}
      title={arg}
      className="inline-flex max-w-full min-w-0 items-center gap-1 rounded border border-zinc-200 bg-zinc-50 px-1.5 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-800/60"
    >
      <span className="shrink-0 text-[10px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400">
        {name === 'attached_image' ? 'image' : 'file'}
      </span>
      <span className="truncate font-mono text-zinc-700 dark:text-zinc-200">{arg}</span>
    </span>
  );
}
