import { HeaderToggle } from '../shell/header-button';
import { usePricesStore } from './price-store';
import { useT } from '../i18n/language-store';

export function PriceTableToggle() {
  const t = useT().cost;
  const open = usePricesStore((s) => s.open);
  const setOpen = usePricesStore((s) => s.setOpen);
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
