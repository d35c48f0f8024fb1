// A titled row of product cards that scrolls sideways with scroll snapping — swiped on a phone, and
// with previous/next buttons from the tablet width up (the home page's rails, the product page's
// up-sells and related products, the cart's cross-sells). Without JavaScript the row still scrolls
// and every card is a real link; the buttons stay hidden until hydration can tell where the row
// stands, and while the row fits. The caller draws each card inside the row's `<li>`.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronRightIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';

const TITLE_CLASS = {
  /** The home page's rails. */
  large: 'text-2xl font-medium xs:text-3xl',
  /** A rail among a page's sections (product page, cart), as their other headings. */
  section: 'text-xl font-medium xs:text-2xl',
} as const;

/** A card's width: so many cards in view at each breakpoint (a phone shows two and a bit of the next). */
const ITEM_CLASS = {
  /** A rail as wide as the page: 3, 4, then 5 cards. */
  page: 'w-[44%] xs:w-[calc((100%-2rem)/3)] sm:w-[calc((100%-3rem)/4)] md:w-[calc((100%-6rem)/5)]',
  /** A rail in the page's main column beside a sidebar (the cart's): 3, then 4 cards. */
  column: 'w-[44%] xs:w-[calc((100%-2rem)/3)] md:w-[calc((100%-4.5rem)/4)]',
} as const;

export function ProductRail<Item extends { uid: string }>({
  id,
  title,
  items,
  renderItem,
  titleSize = 'large',
  width = 'page',
  ...data
}: {
  /** The heading's id (the section is labelled by it); unique on the page. */
  id: string;
  title: string;
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  titleSize?: keyof typeof TITLE_CLASS;
  width?: keyof typeof ITEM_CLASS;
  /** `data-*` attributes for the section (tests find rails by them). */
  [attribute: `data-${string}`]: string | undefined;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // one pixel of slack: scroll positions are fractional on zoomed and high-density screens
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  const buttonClass =
    'flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-default disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';

  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} {...data}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className={TITLE_CLASS[titleSize]}>
          {title}
        </h2>
        {/* kept in place but unseen while the whole row fits (and before hydration) */}
        <div className={`hidden gap-2 xs:flex ${edges.atStart && edges.atEnd ? 'invisible' : ''}`}>
          <button
            type="button"
            className={buttonClass}
            onClick={() => scroll(-1)}
            disabled={edges.atStart}
            aria-label={t('product_rail.previous', { title })}
            data-rail-previous=""
          >
            <ChevronRightIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => scroll(1)}
            disabled={edges.atEnd}
            aria-label={t('product_rail.next', { title })}
            data-rail-next=""
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <ul
        ref={row}
        onScroll={update}
        // relative: the price's visually hidden text (absolutely positioned) belongs to the row's
        // scrolling box, not to the page, which it would otherwise widen
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 pb-3 xs:mx-0 xs:scroll-px-0 xs:px-0 md:gap-6"
        data-rail-row=""
      >
        {items.map((item, index) => (
          <li key={item.uid} className={`shrink-0 snap-start ${ITEM_CLASS[width]}`}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
