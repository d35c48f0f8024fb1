// A message that survives one redirect (e.g. "your session has expired" after logout): stored in
// a short-lived HttpOnly cookie, read and cleared by the next page load.
import { COOKIE, expiredCookie, readCookie, sessionCookie } from './cookies.server';
import type { GlobalMessageInput } from './global-message';

export function flashCookie(request: Request, message: GlobalMessageInput): string {
  return sessionCookie(request, COOKIE.flash, JSON.stringify(message));
}

export function readFlash(request: Request): { message?: GlobalMessageInput; clearCookie?: string } {
  const raw = readCookie(request, COOKIE.flash);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Partial<GlobalMessageInput>;
    const valid =
      ['success', 'error', 'notice'].includes(parsed.type ?? '') && ('key' in parsed || 'text' in parsed);
    return {
      message: valid ? (parsed as GlobalMessageInput) : undefined,
      clearCookie: expiredCookie(COOKIE.flash, true),
    };
  } catch {
    return { clearCookie: expiredCookie(COOKIE.flash, true) };
  }
}
