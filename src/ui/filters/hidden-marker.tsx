// Where the filters left rows out: a thin line saying how many, so the reader knows a gap is there.
import { useT } from '../i18n/language-store';

export function HiddenMarker({ count }: { count: number }) {
  const t = useT().filters;
  return (
    <div
      data-testid="hidden-marker"
      data-hidden={count}
      className="flex items-center gap-2 py-0.5 text-[11px] text-fg-faint"
    >
      <span aria-hidden className="h-px flex-1 border-t border-dashed border-line" />
      <span>{t.hidden(count)}</span>
      <span aria-hidden className="h-px flex-1 border-t border-dashed border-line" />
    </div>
  );
}
