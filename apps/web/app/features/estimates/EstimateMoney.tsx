// An estimate amount: one price, or "from … to …" while an item is priced on request or a
// configurable has no variant chosen. Nothing known: a dash. `upTo` marks a single amount the API
// computed from the maximal price of such an item (VAT figures, reward, margin): "up to …".

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { MoneyRangeView, MoneyView } from './estimate-money';

export function EstimateMoney({
  range,
  className,
  upTo = false,
}: {
  range: MoneyRangeView | MoneyView | null;
  className?: string;
  upTo?: boolean;
}) {
  const { t } = useTranslation();
  if (!range) return <span className={className}>—</span>;
  if (!('kind' in range)) {
    if (!upTo) return <Price money={range} className={className} />;
    return (
      <span className={className}>
        {t('estimate.money.up_to')} <Price money={range} />
      </span>
    );
  }
  if (range.kind === 'single') return <Price money={range.amount} className={className} />;
  return (
    <span className={className}>
      {t('estimate.money.from')} <Price money={range.from} /> {t('estimate.money.to')}{' '}
      <Price money={range.to} />
    </span>
  );
}
