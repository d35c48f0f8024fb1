// A product in a listing, as a grid card or a list row. Pictures are square, sized up front so
// nothing moves when they arrive; the first row loads eagerly, the first two (a phone's first row,
// the likely largest paint) with high priority, the rest lazily.
// Cards prefetch their product page on intent (hover, focus, touch): prefetching every visible card
// would cost the API a product page per card on every listing view.
import { type ReactNode, useCallback, useState } from 'react';
import { AppLink } from '~/components/ui/AppLink';
import { ProductPrice } from '~/components/ui/ProductPrice';
import { RatingStars, starsOf } from '~/components/ui/RatingStars';
import { useTranslation } from '~/i18n/react';
import { imageLoading, mediaSrcSet } from '~/lib/responsive-image';
import type { ListingItem } from './listing.server';
import type { ListMode } from './listing-url';

const IMAGE_SIZE = 480;
/** Widest a card's picture is shown: a quarter of the 1440 px layout, half a phone's width. */
const SHOWN_WIDTH = 340;

/** How a card's picture loads: `lcp` for the first cards, `eager` for the rest of the first row. */
type CardPriority = 'lcp' | 'eager' | 'lazy';

function ProductImage({
  item,
  priority,
  className,
}: {
  item: ListingItem;
  priority: CardPriority;
  className: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // A picture may fail before hydration attaches onError; check it once mounted.
  const checkFailed = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  const percentOff = Math.round(item.price.minimum_price.discount?.percent_off ?? 0);
  return (
    <div className={`relative aspect-square overflow-hidden rounded-lg bg-surface-muted ${className}`}>
      {item.image && !failed ? (
        <img
          ref={checkFailed}
          onError={() => setFailed(true)}
          src={item.image.url}
          srcSet={mediaSrcSet(item.image.url, SHOWN_WIDTH)}
          sizes={`(min-width: 1280px) ${SHOWN_WIDTH}px, (min-width: 1024px) 33vw, 50vw`}
          alt={item.image.label}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          {...imageLoading(priority)}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
          {t('listing.no_image')}
        </span>
      )}
      {percentOff > 0 ? (
        <span className="absolute top-2 left-2 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-white">
          {t('listing.discount', { percent: percentOff })}
        </span>
      ) : null}
    </div>
  );
}

/** `className` places the badge (a margin), so the card needs no wrapper around it. */
function StockBadge({ inStock, className }: { inStock: boolean; className: string }) {
  const { t } = useTranslation();
  return inStock ? (
    <span className={`inline-flex items-center gap-1.5 self-start text-xs text-success ${className}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
      {t('listing.in_stock')}
    </span>
  ) : (
    <span
      className={`inline-flex self-start rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted ${className}`}
    >
      {t('listing.out_of_stock')}
    </span>
  );
}

/** The card's stars and review count, when the product has reviews. */
function CardRating({ rating, className }: { rating: ListingItem['rating']; className: string }) {
  const { t } = useTranslation();
  if (!rating) return null;
  return (
    <span className={`flex items-center gap-1.5 text-xs ${className}`} data-testid="card-rating">
      <RatingStars
        percent={rating.percent}
        label={t('reviews.card_label', { stars: starsOf(rating.percent), count: rating.count })}
      />
      <span aria-hidden="true" className="text-ink-muted">
        ({rating.count})
      </span>
    </span>
  );
}

/** A card with an action (the wishlist button) over its picture: a sibling of the link, not inside it. */
function WithAction({ action, mode, children }: { action?: ReactNode; mode: ListMode; children: ReactNode }) {
  if (!action) return children;
  return (
    <div className="relative h-full">
      {children}
      {/* A column: several actions (heart, project, cart) stack without a wrapper of their own. */}
      <div
        className={`absolute z-10 flex flex-col items-center gap-2 ${mode === 'list' ? 'top-6 left-2' : 'top-2 right-2'}`}
      >
        {action}
      </div>
    </div>
  );
}

export function ProductCard(props: {
  item: ListingItem;
  mode: ListMode;
  /** In the first row: loaded at once. */
  eager: boolean;
  /** Among the first cards a phone shows: the likely largest paint, fetched first. */
  firstPaint?: boolean;
  action?: ReactNode;
  /** The name's heading: h2 in a page's list, h3 under a titled section (a rail). */
  nameTag?: 'h2' | 'h3';
}) {
  const priority: CardPriority = props.firstPaint ? 'lcp' : props.eager ? 'eager' : 'lazy';
  return (
    <WithAction action={props.action} mode={props.mode}>
      <CardLink item={props.item} mode={props.mode} priority={priority} nameTag={props.nameTag ?? 'h2'} />
    </WithAction>
  );
}

function CardLink({
  item,
  mode,
  priority,
  nameTag: Name,
}: {
  item: ListingItem;
  mode: ListMode;
  priority: CardPriority;
  nameTag: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  if (mode === 'list') {
    return (
      <AppLink
        to={item.href}
        prefetch="intent"
        className="group grid grid-cols-[7rem_1fr] gap-4 rounded-lg py-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent xs:grid-cols-[10rem_1fr_auto] xs:gap-6"
        data-testid="product-card"
        data-price={item.price.minimum_price.final_price.value ?? undefined}
      >
        <ProductImage item={item} priority={priority} className="" />
        <div className="min-w-0">
          <Name className="font-medium text-balance group-hover:text-accent">{item.name}</Name>
          <p className="mt-1 text-sm text-ink-muted">{t('listing.sku', { sku: item.sku })}</p>
          <CardRating rating={item.rating} className="mt-2" />
          <StockBadge inStock={item.inStock} className="mt-2" />
          <ProductPrice price={item.price} className="mt-2 xs:hidden" />
        </div>
        <ProductPrice price={item.price} className="hidden text-lg xs:flex xs:flex-col xs:items-end" />
      </AppLink>
    );
  }
  return (
    <AppLink
      to={item.href}
      prefetch="intent"
      className="group flex h-full flex-col rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      data-testid="product-card"
      data-price={item.price.minimum_price.final_price.value ?? undefined}
    >
      <ProductImage item={item} priority={priority} className="" />
      <Name className="mt-3 line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-medium group-hover:text-accent">
        {item.name}
      </Name>
      <ProductPrice price={item.price} className="mt-1.5" />
      <CardRating rating={item.rating} className="mt-1.5" />
      <StockBadge inStock={item.inStock} className="mt-1.5" />
    </AppLink>
  );
}
