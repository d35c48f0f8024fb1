// Magento's `checkout/options/guest_checkout` (on by default): when off, a guest cart cannot be
// placed (`Guest checkout is not allowed. Register…`, authorization) nor paid by PayPal Express
// (`Guest checkout is not allowed.`), as the cart's own checkout steps already refuse.
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError } from '../../shared/errors.ts';
import { GUEST_CHECKOUT_DISABLED } from '../cart/cart-access.ts';
import { guestCheckoutEnabled } from '../store/index.ts';

export function guestCheckoutAllowed(ctx: RequestContext): boolean {
  return guestCheckoutEnabled(ctx.config);
}

export function ensureGuestMayPlace(
  ctx: RequestContext,
  customerId: number | null,
  message = GUEST_CHECKOUT_DISABLED,
) {
  if (customerId === null && !guestCheckoutAllowed(ctx)) throw authorizationError(message);
}
