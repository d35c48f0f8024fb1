// An estimate amount: one price, or "from … to …" while an item is priced on request or a
// configurable has no variant chosen. Nothing known: a dash.
import { useTranslation } from 'react-i18next';
import { Price } from '~/components/ui/Price';
import type { MoneyRangeView, MoneyView } from './estimate-money';

export function EstimateMoney({
  range,
  className,
}: {
  range: MoneyRangeView | MoneyView | null;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!range) return <span className={className}>—</span>;
  if (!('kind' in range)) return <Price money={range} className={className} />;
  if (range.kind === 'single') return <Price money={range.amount} className={className} />;
  return (
    <span className={className}>
      {t('estimate.money.from')} <Price money={range.from} /> {t('estimate.money.to')}{' '}
      <Price money={range.to} />
    </span>
  );
}
