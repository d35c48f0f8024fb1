// The price block: final price, the regular price struck through with the percentage off when
// discounted, "from" for a price range, and tier prices ("from 10 pcs — $90.00"). A bundle's range
// reads as its price view says: "From X To Y" (PRICE_RANGE) or "As low as X" (AS_LOW_AS).

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { PriceRangeView, TierView } from './product-view';

export function ProductPrices({
  price,
  tiers,
  view,
}: {
  price: PriceRangeView;
  tiers: TierView[];
  /** A bundle's price view; other products show "From" the lowest price of a range. */
  view?: 'PRICE_RANGE' | 'AS_LOW_AS';
}) {
  const { t } = useTranslation();
  const { min, max } = price;
  const isRange = max.final.value !== min.final.value;
  const discounted = min.percentOff > 0 && min.regular.value > min.final.value;
  if (!min.final.currency) return null;
  if (view) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        {view === 'AS_LOW_AS' ? (
          <>
            <span className="text-sm text-ink-muted">{t('product.as_low_as')}</span>
            <Price money={min.final} className="text-3xl font-bold" />
          </>
        ) : (
          <>
            {isRange ? <span className="text-sm text-ink-muted">{t('product.price_from')}</span> : null}
            <Price money={min.final} className="text-3xl font-bold" />
            {isRange ? (
              <>
                <span className="text-sm text-ink-muted">{t('product.price_to')}</span>
                <Price money={max.final} className="text-3xl font-bold" />
              </>
            ) : null}
          </>
        )}
      </p>
    );
  }
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
        {isRange ? <span className="text-sm text-ink-muted">{t('product.price_from')}</span> : null}
        <Price money={min.final} className="text-3xl font-bold" />
        {discounted ? (
          <>
            <span className="text-ink-muted">
              <span className="sr-only">{t('product.regular_price')}</span>
              <s>
                <Price money={min.regular} />
              </s>
            </span>
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-medium text-accent">
              {t('product.percent_off', { percent: Math.round(min.percentOff) })}
            </span>
          </>
        ) : null}
      </p>
      {tiers.length > 0 ? (
        <div className="mt-4 rounded-lg border border-line p-4">
          <p className="text-sm font-medium">{t('product.tier_title')}</p>
          <ul className="mt-2 space-y-1 text-sm" data-testid="product-tier-prices">
            {tiers.map((tier) => (
              <li key={tier.quantity} className="flex flex-wrap items-baseline gap-x-2">
                <span>{t('product.tier_from', { quantity: tier.quantity })}</span>
                <span aria-hidden="true">—</span>
                <Price money={tier.price} className="font-medium" />
                {tier.percentOff > 0 ? (
                  <span className="text-ink-muted">
                    {t('product.tier_save', { percent: Math.round(tier.percentOff) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
