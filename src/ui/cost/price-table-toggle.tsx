import { HeaderToggle } from '../shell/header-button';
import { usePrices } from './price-store';

export function PriceTableToggle() {
  const open = usePrices((s) => s.open);
  const setOpen = usePrices((s) => s.setOpen);
  return (
    <HeaderToggle
      testId="price-table-toggle"
      pressed={open}
      title="Prices per model (edit)"
      onClick={() => setOpen(!open)}
    >
      Prices
    </HeaderToggle>
  );
}
