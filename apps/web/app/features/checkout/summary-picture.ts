// The picture of a checkout summary line: a configurable line shows the colour (variant) the shopper
// chose, whose picture the API gives (its own, else the parent's); other lines show their product's.
import type { CheckoutCart } from './checkout-types';

type SummaryItem = NonNullable<NonNullable<CheckoutCart['items']>[number]>;

export function summaryPicture(item: SummaryItem): string | null {
  const variant = 'configured_variant' in item ? item.configured_variant : null;
  return variant?.thumbnail?.url || item.product.thumbnail?.url || null;
}
