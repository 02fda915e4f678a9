import { HEADER_BUTTON } from '../shell/header-button';
import { usePrices } from './price-store';

export function PriceTableToggle() {
  const open = usePrices((s) => s.open);
  const setOpen = usePrices((s) => s.setOpen);
  return (
    <button
      type="button"
      data-testid="price-table-toggle"
      aria-pressed={open}
      title="Prices per model (edit)"
      onClick={() => setOpen(!open)}
      className={HEADER_BUTTON}
    >
      Prices
    </button>
  );
}
