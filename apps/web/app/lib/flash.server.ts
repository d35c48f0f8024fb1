// A message that survives one redirect (e.g. "your session has expired" after logout): stored in
// a short-lived HttpOnly cookie, read and cleared by the next page load. It may also ask the next
// page to open a customer drawer (sign-in after a new password was set).
import { COOKIE, expiredCookie, readCookie, sessionCookie } from './cookies.server';
import { type CustomerDrawerType, GUEST_CUSTOMER_DRAWER_TYPES } from './drawer-types';
import type { GlobalMessageInput } from './global-message';

export interface Flash {
  message?: GlobalMessageInput;
  /** A customer drawer the next page opens (validated against the auth state when it opens). */
  drawer?: CustomerDrawerType;
}

export function flashCookie(
  request: Request,
  message: GlobalMessageInput,
  drawer?: CustomerDrawerType,
): string {
  return sessionCookie(request, COOKIE.flash, JSON.stringify(drawer ? { ...message, drawer } : message));
}

const DRAWERS: readonly string[] = [...GUEST_CUSTOMER_DRAWER_TYPES, 'account', 'addToProject'];

export function readFlash(request: Request): Flash & { clearCookie?: string } {
  const raw = readCookie(request, COOKIE.flash);
  if (!raw) return {};
  try {
    const { drawer, ...parsed } = JSON.parse(raw) as Partial<GlobalMessageInput> & { drawer?: unknown };
    const valid =
      ['success', 'error', 'notice'].includes(parsed.type ?? '') && ('key' in parsed || 'text' in parsed);
    return {
      message: valid ? (parsed as GlobalMessageInput) : undefined,
      drawer:
        typeof drawer === 'string' && DRAWERS.includes(drawer) ? (drawer as CustomerDrawerType) : undefined,
      clearCookie: expiredCookie(COOKIE.flash, true),
    };
  } catch {
    return { clearCookie: expiredCookie(COOKIE.flash, true) };
  }
}
