// The home page's product rails (new, most viewed, on sale): a row of cards per rail that scrolls
// sideways with scroll snapping — swiped on a phone, and with previous/next buttons from the
// tablet width up. Without JavaScript the row still scrolls and every card is a real link; the
// buttons stay hidden until hydration can tell where the row stands, and while the row fits.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '~/components/ui/AppLink';
import { ChevronRightIcon } from '~/components/ui/icons';
import { ProductPrice } from '~/components/ui/ProductPrice';
import { useTranslation } from '~/i18n/react';
import type { Rail, RailProduct } from './home-rails';

const IMAGE_SIZE = 320;

export function ProductRails({ rails }: { rails: Rail[] }) {
  if (rails.length === 0) return null;
  return (
    <div className="mx-auto max-w-[1440px] space-y-12 px-4 pt-12 xs:px-6 md:px-8" data-testid="home-rails">
      {rails.map((rail) => (
        <ProductRail key={rail.key} rail={rail} />
      ))}
    </div>
  );
}

function ProductRail({ rail }: { rail: Rail }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const headingId = `home-rail-${rail.key}`;
  const title = t(`home_rails.${rail.key}`);

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

  return (
    <section aria-labelledby={headingId} data-rail={rail.key}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-medium xs:text-3xl">
          {title}
        </h2>
        {/* kept in place but unseen while the whole row fits (and before hydration) */}
        <div className={`hidden gap-2 xs:flex ${edges.atStart && edges.atEnd ? 'invisible' : ''}`}>
          <button
            type="button"
            className={buttonClass}
            onClick={() => scroll(-1)}
            disabled={edges.atStart}
            aria-label={t('home_rails.previous', { title })}
            data-rail-previous=""
          >
            <ChevronRightIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => scroll(1)}
            disabled={edges.atEnd}
            aria-label={t('home_rails.next', { title })}
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
        {rail.products.map((product) => (
          <RailCard key={product.uid} product={product} />
        ))}
      </ul>
    </section>
  );
}

function RailCard({ product }: { product: RailProduct }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <li className="w-[44%] shrink-0 snap-start xs:w-[calc((100%-2rem)/3)] sm:w-[calc((100%-3rem)/4)] md:w-[calc((100%-6rem)/5)]">
      <AppLink
        to={product.href}
        className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <div className="relative aspect-square overflow-hidden rounded-lg bg-surface-muted">
          {product.image && !failed ? (
            <img
              src={product.image.url}
              alt={product.image.label}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
              {t('listing.no_image')}
            </span>
          )}
        </div>
        <p className="mt-2 line-clamp-2 text-sm group-hover:text-accent">{product.name}</p>
      </AppLink>
      <ProductPrice price={product.price} className="mt-1 text-sm" />
    </li>
  );
}
