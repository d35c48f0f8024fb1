// A router link that prefetches its page once it has been visible and the browser is idle (at most
// 2 s later, spec §9), but never offline, on a 2g connection or with data saver on.
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { canPrefetch, whenIdle } from '~/lib/network-hints';

export function AppLink(props: ComponentProps<typeof Link>) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => {
        if (canPrefetch(navigator)) setPrefetch(true);
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, []);

  return <Link ref={ref} prefetch={prefetch ? 'render' : 'none'} {...props} />;
}
