// The guest's order token (CustomerOrder.token from placeOrder; decision 0038) lives only in this
// HttpOnly cookie of the browser that placed the order: the confirmation page reads the order with
// it (guestOrderByToken), and an account created from the order's page sends it along so the new
// account takes the order. Never in a URL, never readable by scripts; scoped to the website's
// paths and kept for a day.
import { parse, serialize } from 'cookie';

export const GUEST_ORDER_COOKIE = 'guest_order';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function guestOrderCookie(request: Request, website: string, token: string): string {
  return serialize(GUEST_ORDER_COOKIE, token, {
    path: `/${website}`,
    maxAge: ONE_DAY_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: new URL(request.url).protocol === 'https:',
  });
}

export function readGuestOrderToken(request: Request): string | undefined {
  const value = parse(request.headers.get('Cookie') ?? '')[GUEST_ORDER_COOKIE];
  return value && /^[A-Za-z0-9_.-]{1,80}$/.test(value) ? value : undefined;
}
