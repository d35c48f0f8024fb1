// placeOrder's business failures, returned as data as Magento 2.4.7 does (PlaceOrderOutput.errors)
// with its codes and messages (Quote/Guest/PlaceOrderTest).
import { Decimal } from 'decimal.js';
import type { PlaceOrderErrorCodes } from '../../generated/resolvers-types.ts';
import type { CheckoutQuote } from '../cart/checkout-quote.ts';

export class PlaceOrderFailure extends Error {
  readonly code: PlaceOrderErrorCodes;
  constructor(code: PlaceOrderErrorCodes, message: string) {
    super(message);
    this.code = code;
  }
}

export const MESSAGES = {
  guestEmail: 'Guest email for cart is missing.',
  emptyCart: 'A server error stopped your order from being placed. Please try to place your order again.',
  shippingAddress: "Some addresses can't be used due to the configurations for specific countries.",
  shippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  billingAddress: 'Please check the billing address information.',
  payment: 'Enter a valid payment method and try again.',
  outOfStock: 'Some of the products are out of stock.',
  cartNotActive: "The cart isn't active.",
} as const;

const fail = (message: string, code: PlaceOrderErrorCodes = 'UNABLE_TO_PLACE_ORDER') => {
  throw new PlaceOrderFailure(code, message);
};

/** Re-checks in the transaction what the cart's mutations checked when the shopper set it. */
export function assertPlaceable(quote: CheckoutQuote): void {
  if (!quote.email) fail(MESSAGES.guestEmail, 'GUEST_EMAIL_MISSING');
  if (quote.items.length === 0) fail(MESSAGES.emptyCart);
  if (!quote.isVirtual) {
    if (!quote.shippingAddress) fail(MESSAGES.shippingAddress);
    // The cart prices the selected method only while its carrier still offers it.
    if (!quote.shippingMethod || !quote.totals.shipping) fail(MESSAGES.shippingMethod);
  }
  if (!quote.billingAddress) fail(MESSAGES.billingAddress);
  if (!quote.payment) fail(MESSAGES.payment);
  for (const item of quote.items) {
    if (item.qty.lessThan(item.minSaleQty))
      fail(`The fewest you may purchase is ${item.minSaleQty.toNumber()}.`);
    const increments = item.qtyIncrements;
    if (increments.greaterThan(0) && !item.qty.modulo(increments).equals(new Decimal(0))) {
      fail(`You can buy this product only in quantities of ${increments.toNumber()} at a time.`);
    }
  }
}
