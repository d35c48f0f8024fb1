// A catalogue listing (category page, search results): facets beside the products from xs, behind
// a "Filters" button on phones; the toolbar, active filters, products and page links. While the
// next state loads, the current one stays in place (dimmed), so nothing jumps.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { buttonClasses } from '~/components/ui/Button';
import { ActiveFilters } from './ActiveFilters';
import { FacetPanel } from './FacetPanel';
import { FilterIcon } from './icons';
import { ListingToolbar } from './ListingToolbar';
import type { ListingData } from './listing.server';
import { clearFilters } from './listing-url';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { useListingParams } from './use-listing-params';

/** Cards in the first row at the widest layout: loaded eagerly and first. */
const FIRST_ROW: Record<'grid' | 'list', number> = { grid: 4, list: 2 };

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

export function ListingView({ listing, emptyText, renderCardAction }: ListingViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
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
          <button
            type="button"
            className={buttonClasses('secondary', 'w-full xs:hidden')}
            aria-expanded={filtersOpen}
            aria-controls="listing-facets"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon className="size-5" />
            {t('listing.filters')}
            {listing.chips.length > 0 ? (
              <span className="rounded-full bg-accent px-2 text-xs text-white">{listing.chips.length}</span>
            ) : null}
          </button>
          <div id="listing-facets" className={`${filtersOpen ? 'block' : 'hidden'} xs:block`}>
            <h2 className="sr-only xs:not-sr-only xs:mb-1 xs:text-lg xs:font-medium">
              {t('listing.filters')}
            </h2>
            <FacetPanel facets={listing.facets} currency={listing.currency} />
          </div>
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
