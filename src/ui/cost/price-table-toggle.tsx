import { HeaderToggle } from '../shell/header-button';
import { usePrices } from './price-store';
import { useT } from '../i18n/language-store';

export function PriceTableToggle() {
  const t = useT().cost;
  const open = usePrices((s) => s.open);
  const setOpen = usePrices((s) => s.setOpen);
  return (
    <HeaderToggle
      testId="price-table-toggle"
      pressed={open}
      title={t.pricesTitle}
      onClick={() => setOpen(!open)}
    >
      {t.prices}
    </HeaderToggle>
  );
}
