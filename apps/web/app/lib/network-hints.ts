// When prefetching is worth it: not offline, not on a 2g connection, not in data-saver mode.

/** Spec §9: the idle prefetch time-out. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export interface NavigatorLike {
  onLine: boolean;
  connection?: NetworkInformationLike;
}

export function canPrefetch(nav: NavigatorLike): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

/** Runs the callback when the browser is idle, or after the time-out at the latest. */
export function whenIdle(callback: () => void, timeout = IDLE_PREFETCH_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(handle);
}
