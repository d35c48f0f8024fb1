// Free shipping (Magento `freeshipping_freeshipping`): offered when the package value after
// discounts reaches `free_shipping_subtotal`, or when a cart rule grants free shipping.
import { Decimal } from 'decimal.js';
import { type Carrier, offer, shipsTo, unavailable } from '../carrier-config.ts';

export const freeShipping: Carrier = async (_ctx, request, config) => {
  const title = config.get('name') ?? 'Free';
  const threshold = config.decimal('free_shipping_subtotal');
  const reached = threshold === null || request.packageValue.greaterThanOrEqualTo(threshold);
  if (!shipsTo(config, request.destination.countryCode) || !(reached || request.freeShipping)) {
    return unavailable(config, 'freeshipping', title);
  }
  return [offer(config, request, { code: 'freeshipping', title, amount: new Decimal(0) })];
};
