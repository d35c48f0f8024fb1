// The listing's URL state on the current page, and links that change one piece of it.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { listingHref } from './listing-url';

export function useListingParams() {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    return {
      pathname,
      params,
      href: (next: URLSearchParams) => listingHref(pathname, next),
    };
  }, [pathname, search]);
}
