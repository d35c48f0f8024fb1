// A listing price: the final price, the regular one struck through when discounted, and "from"
// when the product's variants cost different amounts (configurable min < max). Shared by the
// listing's cards, the search suggestions and the home page's rails.

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { PriceRangeFragment } from '~/lib/graphql/generated';

type Money = { value: number | null; currency: string | null };

function known(money: Money | null | undefined): { value: number; currency: string } | null {
  return money && money.value != null && money.currency
    ? { value: money.value, currency: money.currency }
    : null;
}

export function ProductPrice({ price, className = '' }: { price: PriceRangeFragment; className?: string }) {
  const { t } = useTranslation();
  const min = price.minimum_price;
  const final = known(min.final_price);
  if (!final) return null;
  const regular = known(min.regular_price);
  const discounted = regular !== null && (min.discount?.amount_off ?? 0) > 0 && regular.value > final.value;
  const maxFinal = known(price.maximum_price?.final_price);
  const ranged = maxFinal !== null && maxFinal.value > final.value;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {ranged ? <span className="text-sm text-ink-muted">{t('listing.price_from')}</span> : null}
      <Price money={final} className={`font-medium ${discounted ? 'text-accent' : ''}`} />
      {discounted && regular ? (
        <s className="text-sm text-ink-muted">
          <span className="sr-only">{t('listing.regular_price')} </span>
          <Price money={regular} />
        </s>
      ) : null}
    </p>
  );
}
