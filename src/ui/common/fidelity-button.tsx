import { useT } from '../i18n/language-store';
/** The "{ }" corner toggle that reveals a row's opaque provider data (PROTOCOL.md §8). */
export function FidelityButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={open}
      // The glyph says nothing to a screen reader; the pressed state says shown or hidden.
      aria-label={t.common.fidelity.label}
      title={open ? t.common.fidelity.hide : t.common.fidelity.show}
      data-testid="fidelity-toggle"
      className={`rounded px-1 font-mono text-[11px] leading-4 ${
        open
          ? 'bg-indigo-100 text-accent dark:bg-indigo-950'
          : 'text-fg-faint hover:bg-raised-soft hover:text-fg-control'
      }`}
    >
      {'{ }'}
    </button>
  );
}
