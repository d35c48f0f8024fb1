// Links inside server-provided HTML (CMS blocks) are plain anchors. Clicks on the ones that point
// to this site become client navigations, so they keep the app state and skip a full page load.
import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

export function useInternalLinks(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
