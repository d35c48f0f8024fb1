// A wishlist item's price: the final price, the regular one struck through when discounted, and
// "from" when a configurable without a chosen variant spans several prices.

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { WishlistItemView } from './wishlist-view';

type Money = { value: number | null; currency: string | null };

function known(money: Money | null | undefined): { value: number; currency: string } | null {
  return money && money.value != null && money.currency
    ? { value: money.value, currency: money.currency }
    : null;
}

export function WishlistPrice({ price }: { price: WishlistItemView['price'] }) {
  const { t } = useTranslation();
  const min = price.minimum_price;
  const final = known(min.final_price);
  if (!final) return null;
  const regular = known(min.regular_price);
  const discounted = regular !== null && regular.value > final.value;
  const maxFinal = known(price.maximum_price?.final_price);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="wishlist-price">
      {maxFinal && maxFinal.value > final.value ? (
        <span className="text-sm text-ink-muted">{t('account.wishlist.price_from')}</span>
      ) : null}
      <Price money={final} className={`font-medium ${discounted ? 'text-accent' : ''}`} />
      {discounted && regular ? (
        <s className="text-sm text-ink-muted">
          <Price money={regular} />
        </s>
      ) : null}
    </p>
  );
}
