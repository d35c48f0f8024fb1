// Whether the product (or the picked variant) is in stock, and when it is expected to be delivered.

import { CheckIcon, Icon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';

const TruckIcon = () => (
  <Icon className="size-5 shrink-0">
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
    <circle cx="7" cy="17.5" r="1.5" />
    <circle cx="17" cy="17.5" r="1.5" />
  </Icon>
);

export function StockStatus({
  inStock,
  expectedDelivery,
}: {
  inStock: boolean;
  expectedDelivery: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 space-y-2 text-sm">
      <p
        data-testid="product-stock"
        className={`flex items-center gap-2 font-medium ${inStock ? 'text-success' : 'text-error'}`}
      >
        {inStock ? <CheckIcon className="size-5" /> : null}
        {inStock ? t('product.in_stock') : t('product.out_of_stock')}
      </p>
      {expectedDelivery ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <TruckIcon />
          <span>
            {t('product.expected_delivery')}: <span className="text-ink">{expectedDelivery}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
