// A project amount: one price, or "from … to …" while a configurable line has open options.

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { MoneyRangeView } from './project-view';

export function ProjectMoney({ range, className }: { range: MoneyRangeView | null; className?: string }) {
  const { t } = useTranslation();
  if (!range) return <span className={className}>—</span>;
  if (range.kind === 'single') return <Price money={range.amount} className={className} />;
  return (
    <span className={className}>
      {t('project.money.from')} <Price money={range.from} /> {t('project.money.to')}{' '}
      <Price money={range.to} />
    </span>
  );
}
