// A router link that prefetches its page once it has been visible and the browser is idle (at most
// 2 s later, spec §9), but never offline, on a 2g connection or with data saver on. A link given
// its own `prefetch` (cards and page links prefetch on intent) is not watched at all.
import { type ComponentProps, startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { canPrefetch, whenIdle } from '~/lib/network-hints';

// One observer watches every link: a listing page has some 150 of them, and an observer each was a
// good part of the work that runs right after the page hydrates (docs/performance.md).
let observer: IntersectionObserver | undefined;
const onVisible = new Map<Element, () => void>();

/** Calls `callback` once, the first time `element` is in the viewport; returns the cancel. */
function whenVisible(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const seen = onVisible.get(entry.target);
      observer?.unobserve(entry.target);
      onVisible.delete(entry.target);
      seen?.();
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onVisible.delete(element);
  };
}

export function AppLink(props: ComponentProps<typeof Link>) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);
  const ownPrefetch = props.prefetch !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element || ownPrefetch) return;
    let cancelIdle: (() => void) | undefined;
    const stopWatching = whenVisible(element, () => {
      cancelIdle = whenIdle(() => {
        // Rendering the prefetch links is never urgent: it yields to anything the shopper does.
        if (canPrefetch(navigator)) startTransition(() => setPrefetch(true));
      });
    });
    return () => {
      stopWatching();
      cancelIdle?.();
    };
  }, [ownPrefetch]);

  return <Link ref={ref} prefetch={prefetch ? 'render' : 'none'} {...props} />;
}
