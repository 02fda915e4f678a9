// A row drawn while the list flings past it: its known height and a faint bar, nothing to parse.
const BAR = 'mx-5 my-2 h-3 w-1/3 rounded bg-raised-soft';

export function RowPlaceholder({ height }: { height: number }) {
  return (
    <div data-placeholder aria-hidden style={{ height }}>
      <div className={BAR} />
    </div>
  );
}
