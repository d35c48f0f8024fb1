// When the catch-all page's data loads again. Its loader counts a product view, so it runs on real
// navigations only: a form action elsewhere on the page (a fetcher in the header or footer, a form
// that posts back to the same address) leaves the page's data as it is. An action that sends the
// shopper to another address (a change of region or language adds ?from=…) is a navigation and
// reloads as usual.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

type RevalidationArgs = Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>;

export function revalidateOnNavigationOnly({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidationArgs): boolean {
  const submitted = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  const sameAddress = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  if (submitted && sameAddress) return false;
  return defaultShouldRevalidate;
}
