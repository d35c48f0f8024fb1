// The cart id cookie (spec §7 "a cart id value named cart_id", §9 lifetime from config or 86400 s):
// HttpOnly, because the masked id is all a guest needs to read and change the cart. One cookie per
// website (path /ru, /int, as the spec's cookie path /ru): a cart belongs to one website, and the
// API refuses it on the other.
import { serialize } from 'cookie';
import { getEnv } from '~/env.server';
import { readCookie } from '~/lib/cookies.server';

export const CART_COOKIE = 'cart_id';

/** Magento's masked cart ids are 32 characters; anything else is not worth sending to the API. */
const CART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function cookiePath(website: string): string {
  return `/${website}`;
}

export function readCartId(request: Request): string | null {
  const value = readCookie(request, CART_COOKIE);
  return value && CART_ID_PATTERN.test(value) ? value : null;
}

export function cartIdCookie(
  request: Request,
  website: string,
  cartId: string,
  maxAgeSeconds = getEnv().CART_COOKIE_LIFETIME_SECONDS,
): string {
  return serialize(CART_COOKIE, cartId, {
    path: cookiePath(website),
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  });
}

export function clearedCartIdCookie(website: string): string {
  return serialize(CART_COOKIE, '', {
    path: cookiePath(website),
    maxAge: 0,
    expires: new Date(0),
    httpOnly: true,
    sameSite: 'lax',
  });
}
