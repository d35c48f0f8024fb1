// A catalogue listing (category page, search results): facets beside the products from xs, behind
// a "Filters" button on phones; the toolbar, active filters, products and page links. While the
// next state loads, the current one stays in place (dimmed), so nothing jumps.
import { type MouseEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { buttonClasses } from '~/components/ui/Button';
import { CloseIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import { FilterIcon } from './icons';
import { ListingToolbar } from './ListingToolbar';
import type { ListingData } from './listing.server';
import { clearFilters } from './listing-url';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { useListingParams } from './use-listing-params';

/** Cards in the first row at the widest layout: loaded eagerly. */
const FIRST_ROW: Record<'grid' | 'list', number> = { grid: 4, list: 2 };
/** Cards in a phone's first row: the likely largest paint, fetched first. */
const FIRST_PAINT = 2;

interface ListingViewProps {
  listing: ListingData;
  /** Shown instead of the product grid when nothing is listed and no filter is active. */
  emptyText: string;
  /** An action on each card (the wishlist button), composed by the route. */
  renderCardAction?: (item: ListingData['items'][number]) => ReactNode;
}

function EmptyResults({ listing, emptyText }: ListingViewProps) {
  const { t } = useTranslation();
  const { params, href } = useListingParams();
  const filtered = listing.chips.length > 0;
  return (
    <div
      className="rounded-xl border border-dashed border-line px-6 py-14 text-center"
      data-testid="listing-empty"
    >
      <p className="text-lg font-medium">{filtered ? t('listing.empty_filtered') : emptyText}</p>
      {filtered ? (
        <>
          <p className="mt-2 text-ink-muted">{t('listing.empty_filtered_hint')}</p>
          <AppLink
            to={href(clearFilters(params, listing.filterCodes))}
            preventScrollReset
            className={buttonClasses('accent', 'mt-6')}
          >
            {t('listing.clear_filters')}
          </AppLink>
        </>
      ) : null}
    </div>
  );
}

const PANEL_ID = 'listing-facets';

/**
 * The facets: beside the products from xs; on phones a full-height panel with a close button,
 * "Reset" and a sticky "Show N products" with the count of the filters chosen so far. Every facet
 * item is a link, so choosing one loads the listing behind the panel (its loader brings the new
 * count) while the panel stays open; "Show N products" closes it. Without JavaScript the panel is
 * the `:target` of the filters link, and its close and "Show" links leave the anchor.
 */
function MobileFilterPanel({
  listing,
  open,
  onClose,
}: {
  listing: ListingData;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { params, href } = useListingParams();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const closeHref = '#';
  const { menu } = useRequiredShellData();
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  // The page behind does not scroll while the panel covers it.
  useEffect(() => {
    if (!open) return;
    const { style } = document.documentElement;
    const before = style.overflow;
    style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      style.overflow = before;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <section
      id={PANEL_ID}
      aria-labelledby={`${PANEL_ID}-title`}
      data-testid="filters-panel"
      data-open={open ? 'true' : undefined}
      className={`${open ? 'max-xs:flex' : 'max-xs:hidden'} max-xs:fixed max-xs:inset-0 max-xs:z-50 max-xs:flex-col max-xs:bg-surface max-xs:target:flex xs:block`}
    >
      <div className="flex items-center gap-3 max-xs:border-b max-xs:border-line max-xs:px-4 max-xs:py-2">
        <h2 id={`${PANEL_ID}-title`} className="flex-1 text-lg font-medium xs:mb-1">
          {t('listing.filters')}
        </h2>
        {listing.chips.length > 0 ? (
          <AppLink
            to={href(clearFilters(params, listing.filterCodes))}
            preventScrollReset
            rel="nofollow"
            className="rounded-md px-2 py-2 text-sm font-medium text-accent hover:underline xs:hidden"
            data-testid="filters-reset"
          >
            {t('listing.reset_filters')}
          </AppLink>
        ) : null}
        <a
          href={closeHref}
          onClick={close}
          aria-label={t('listing.close_filters')}
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent xs:hidden"
          data-testid="filters-close"
        >
          <CloseIcon />
        </a>
      </div>
      <div
        className={`max-xs:min-h-0 max-xs:flex-1 max-xs:overflow-y-auto max-xs:overscroll-contain max-xs:px-4 max-xs:pb-4 ${
          loading ? 'max-xs:opacity-70' : ''
        }`}
      >
        <FacetPanel facets={listing.facets} currency={listing.currency} categoryTree={menu} />
      </div>
      <div className="border-t border-line bg-surface px-4 py-3 xs:hidden">
        <a
          href={closeHref}
          onClick={close}
          aria-busy={loading || undefined}
          className={buttonClasses('accent', 'h-12 w-full')}
          data-testid="filters-apply"
        >
          {t('listing.show_products', { count: listing.totalCount })}
        </a>
      </div>
    </section>
  );
}

export function ListingView({ listing, emptyText, renderCardAction }: ListingViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const { items, mode } = listing;
  const hasFacets = listing.facets.length > 0;

  let content: ReactNode;
  if (items.length === 0) {
    content = <EmptyResults listing={listing} emptyText={emptyText} />;
  } else {
    content = (
      <ul
        className={
          mode.mode === 'grid'
            ? 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 md:gap-x-6'
            : 'divide-y divide-line'
        }
        data-mode={mode.mode}
        data-testid="product-list"
      >
        {items.map((item, index) => (
          <li key={item.uid}>
            <ProductCard
              item={item}
              mode={mode.mode}
              eager={index < FIRST_ROW[mode.mode]}
              firstPaint={index < FIRST_PAINT}
              action={renderCardAction?.(item)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      className={hasFacets ? 'grid gap-6 xs:grid-cols-[13rem_1fr] sm:grid-cols-[15rem_1fr] md:gap-10' : ''}
    >
      {hasFacets ? (
        <aside aria-label={t('listing.filters')}>
          {/* Phones: a link to the panel (`:target` opens it without JavaScript); with JavaScript a
              button that opens it in place. */}
          <a
            href={`#${PANEL_ID}`}
            className={buttonClasses('secondary', 'w-full xs:hidden')}
            aria-expanded={filtersOpen}
            aria-controls={PANEL_ID}
            data-testid="filters-button"
            onClick={(event) => {
              event.preventDefault();
              setFiltersOpen(true);
            }}
          >
            <FilterIcon className="size-5" />
            {t('listing.filters')}
            {listing.chips.length > 0 ? (
              <span className="rounded-full bg-accent px-2 text-xs text-white">{listing.chips.length}</span>
            ) : null}
          </a>
          <MobileFilterPanel listing={listing} open={filtersOpen} onClose={closeFilters} />
        </aside>
      ) : null}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <p className="text-sm text-ink-muted" data-testid="total-count">
            {t('catalog.product_count', { count: listing.totalCount })}
          </p>
          {items.length > 0 ? <ListingToolbar listing={listing} /> : null}
        </div>
        {listing.chips.length > 0 ? (
          <div className="mt-4">
            <ActiveFilters
              chips={listing.chips}
              filterCodes={listing.filterCodes}
              currency={listing.currency}
            />
          </div>
        ) : null}
        <div
          className={`mt-6 transition-opacity duration-200 ${busy ? 'opacity-60' : ''}`}
          aria-busy={busy || undefined}
        >
          {content}
        </div>
        <div className="mt-10">
          <Pagination page={listing.page} totalPages={listing.totalPages} />
        </div>
      </div>
    </div>
  );
}
