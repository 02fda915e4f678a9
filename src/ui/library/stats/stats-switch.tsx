// A row of exclusive choices (day or week, by model, agent or project…).
import { FOCUS_RING } from '../../common/looks';
import { moveAmongRadios, tabIndexOf } from '../../common/tab-keys';

export function StatsSwitch<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  /** The words for each choice. */
  names: Readonly<Record<T, string>>;
  onChange: (v: T) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={moveAmongRadios}
      className="flex gap-0.5 rounded-md bg-sunken p-0.5"
    >
      {options.map((o) => (
        <button
          key={o}
          type="button"
          role="radio"
          aria-checked={o === value}
          tabIndex={tabIndexOf(o === value)}
          data-testid={`library-stats-switch-${o}`}
          onClick={() => onChange(o)}
          className={`rounded px-2 py-0.5 text-xs ${FOCUS_RING} ${
            o === value
              ? 'bg-surface-raised font-medium text-fg-strong shadow-sm'
              : 'text-fg-muted hover:text-fg'
          }`}
        >
          {names[o]}
        </button>
      ))}
    </div>
  );
}
