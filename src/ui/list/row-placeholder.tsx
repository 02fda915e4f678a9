// A row drawn while the list flings past it: its known height and a faint bar, nothing to parse.
// Padding, not margin: a margin would collapse through the box and make it taller than the row.
const BOX = 'px-5 py-2';
const BAR = 'h-3 w-1/3 rounded bg-raised-soft';

export function RowPlaceholder({ height }: { height: number }) {
  return (
    <div data-placeholder aria-hidden className={BOX} style={{ height }}>
      <div className={BAR} />
    </div>
  );
}
