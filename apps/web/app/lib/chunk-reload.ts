// After a deployment, a browser holding the old page asks for chunks that no longer exist. A full
// reload fetches the new build; the timestamp in sessionStorage limits this to once per minute so a
// chunk that is really broken cannot reload the page forever (spec §8, §9).
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'atrium:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Reloads unless a reload for the same reason happened less than a minute ago. Returns whether it did. */
export function reloadForChunkError(env: ReloadEnvironment): boolean {
  const last = Number(env.storage.getItem(STORAGE_KEY) ?? 0);
  const now = env.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  env.storage.setItem(STORAGE_KEY, String(now));
  env.reload();
  return true;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), now: () => Date.now() };
}

/** Listens for failed chunk loads (Vite's preload errors and unhandled import rejections). */
export function installChunkReloadGuard(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(browserEnvironment())) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError(browserEnvironment());
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** For error boundaries: a route that failed because its chunk is gone gets one reload. */
export function reloadIfChunkError(error: unknown): boolean {
  return (
    typeof window !== 'undefined' && isChunkLoadError(error) && reloadForChunkError(browserEnvironment())
  );
}
