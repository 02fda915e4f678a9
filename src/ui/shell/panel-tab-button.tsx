export function PanelTabButton({
  active,
  onClick,
  label,
  count,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  count: number;
  testId: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      data-testid={testId}
      onClick={onClick}
      className={`rounded-md px-2.5 py-1 text-xs font-medium ${
        active ? 'bg-raised-soft text-fg-strong' : 'text-fg-muted hover:text-fg'
      }`}
    >
      {label}
      <span className="ml-1.5 text-fg-faint tabular-nums">{count}</span>
    </button>
  );
}
