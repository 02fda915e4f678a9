/** The "{ }" corner toggle that reveals a row's opaque provider data (PROTOCOL.md §8). */
export function FidelityButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={open}
      title={open ? 'Hide provider data (fidelity)' : 'Show provider data (fidelity)'}
      data-testid="fidelity-toggle"
      className={`rounded px-1 font-mono text-[11px] leading-4 ${
        open
          ? 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
          : 'text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:text-zinc-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-200'
      }`}
    >
      {'{ }'}
    </button>
  );
}
