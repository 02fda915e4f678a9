import { HeaderToggle } from '../shell/header-button';
import { useIsOpen, useLayoutStore } from '../layout/layout-store';
import { useT } from '../i18n/language-store';

export function PriceTableToggle() {
  const t = useT().cost;
  const open = useIsOpen('price-table');
  const toggle = useLayoutStore((s) => s.toggle);
  return (
    <HeaderToggle
      testId="price-table-toggle"
      pressed={open}
      title={t.pricesTitle}
      onClick={() => toggle('price-table')}
    >
      {t.prices}
    </HeaderToggle>
  );
}
