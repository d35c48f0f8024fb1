// Forms that submit through a fetcher once JavaScript runs, and as plain posts before that (the
// heart buttons, the footer's newsletter form). Hydrated forms add `via=fetcher`: their action then
// answers with data; a plain post gets a redirect back with a flash message instead.
import { startTransition, useEffect, useState } from 'react';

export const VIA_FETCHER = { name: 'via', value: 'fetcher' } as const;

export function isViaFetcher(form: FormData): boolean {
  return form.get(VIA_FETCHER.name) === VIA_FETCHER.value;
}

/** False in the server render and the first client render, true once hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // As a transition: a listing has dozens of these forms, and re-rendering them all in one blocking
  // task right after hydration was a long task on a slow phone (docs/performance.md, Part 3).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
