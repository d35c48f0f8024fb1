// An order's status as a small badge, in the interface language when the status is a known one.
import { useTranslation } from '~/i18n/react';
import { statusKey } from './order-view';

export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return (
    <span
      className="inline-block rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium"
      data-testid="order-status"
    >
      {key ? t(key) : status}
    </span>
  );
}
