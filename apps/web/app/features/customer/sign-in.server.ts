// Signing in (spec §4 "Guest sign-in"): the API issues a token for the e-mail and password, and the
// token goes into the HttpOnly auth_token cookie. The layout's loader then loads the customer.
import { authTokenCookie } from '~/lib/auth-cookie.server';
import type { FormMessage } from '~/lib/form-messages';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { apiFormError } from './api-form-error.server';
import { generateCustomerToken } from './customer-session.server';

/** `setCookie`: the auth cookie, then the cart cookie (and a flash if the cart merge failed). */
export type SignInOutcome = { ok: true; setCookie: string[] } | { ok: false; formError: FormMessage };

/** Switches the shopper to the customer's cart with the new token; the routes pass the cart feature's in. */
export type MergeGuestCart = (token: string) => Promise<string[]>;

export async function signIn(
  request: Request,
  shop: ShopContext,
  email: string,
  password: string,
  mergeGuestCart: MergeGuestCart,
): Promise<SignInOutcome> {
  const result = await generateCustomerToken(shop.headers, email, password);
  if (!result.ok) return { ok: false, formError: apiFormError('generateCustomerToken', result.error) };
  const { token } = result.data;
  // The guest-cart merge of spec §4, with the new token and before the cookie is set: mergeCarts
  // from the guest cart cookie into customerCart, then the cart cookie switches to the customer's
  // cart. Sign-in and sign-up both pass through this function.
  const cartCookies = await mergeGuestCart(token);
  return { ok: true, setCookie: [authTokenCookie(request, token), ...cartCookies] };
}
