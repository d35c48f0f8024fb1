// Every amount on the storefront is shown through this component, formatted by @atrium/money in
// the interface language: `$1,234.50`, `1 234,50 ₽`.
import { formatMoney, type Money } from '@atrium/money';
import { useTranslation } from '~/i18n/react';

interface PriceProps {
  money: Required<Pick<Money, 'currency' | 'value'>>;
  className?: string;
}

export function Price({ money, className }: PriceProps) {
  const { i18n } = useTranslation();
  // Browser and server ICU data may group digits with different spaces; the number is the same.
  return (
    <span className={className} suppressHydrationWarning>
      {formatMoney(money, i18n.language)}
    </span>
  );
}
