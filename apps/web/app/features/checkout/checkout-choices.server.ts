// The checkout cookie: the shopper's choices the cart cannot hold (which saved address, billing
// same as shipping, save in the address book), kept for one cart id. Choices made for another cart
// are ignored, so signing in (the guest cart is merged into the customer's), signing out and placing
// an order clear the checkout state without anyone having to remember to.
import { expiredCookie, readCookie, sessionCookie } from '~/lib/cookies.server';
import { type CheckoutChoices, defaultChoices } from './checkout-state';

export const CHECKOUT_COOKIE = 'checkout_state';
/** A checkout left for a day starts over; the cart itself lives on. */
const CHECKOUT_COOKIE_SECONDS = 86_400;

function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function parseChoices(raw: string | undefined, cartId: string): CheckoutChoices {
  const fallback = defaultChoices(cartId);
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof CheckoutChoices, unknown>>;
    if (parsed.cartId !== cartId) return fallback;
    return {
      cartId,
      sameAsShipping: parsed.sameAsShipping !== false,
      customerShippingAddressId: idOrNull(parsed.customerShippingAddressId),
      customerBillingAddressId: idOrNull(parsed.customerBillingAddressId),
      saveShippingAddress: parsed.saveShippingAddress === true,
      saveBillingAddress: parsed.saveBillingAddress === true,
    };
  } catch {
    return fallback;
  }
}

export function readChoices(request: Request, cartId: string): CheckoutChoices {
  return parseChoices(readCookie(request, CHECKOUT_COOKIE), cartId);
}

export function choicesCookie(request: Request, choices: CheckoutChoices): string {
  return sessionCookie(request, CHECKOUT_COOKIE, JSON.stringify(choices), CHECKOUT_COOKIE_SECONDS);
}

export function clearChoicesCookie(): string {
  return expiredCookie(CHECKOUT_COOKIE, true);
}
