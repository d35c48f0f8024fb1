// The facet panel: main facets first, then additional ones, each by position. Every item is a link
// to the same listing with the item toggled (equal) or swapped in (range), so it works without
// JavaScript, and the browser's history holds each step. Colour facets show swatches; the category
// facet is drawn as a tree (children indented under their parents) from the store's category tree.
// A long facet draws its first options and a "show all (N)" link (decision 0045): a category page
// with every option of every facet held hundreds of elements the shopper rarely scrolls to.
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { AppLink } from '~/components/ui/AppLink';
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import {
  type CategoryTreeNode,
  categoryFacetTree,
  FACET_VISIBLE_OPTIONS,
  type Facet,
  type FacetOption,
  visibleOptionCount,
} from './facets';
import { expandedFacets, toggleFilter, withFacetExpanded } from './listing-url';
import { rangeLabel } from './range-label';
import { useListingParams } from './use-listing-params';

/** The panel's id (ListingView): the no-JavaScript "show all" link comes back to it (`:target`). */
const PANEL_ANCHOR = '#listing-facets';

interface FacetPanelProps {
  facets: Facet[];
  currency: string | null;
  /** The store's category tree: the category facet lists children under their parents. */
  categoryTree?: readonly CategoryTreeNode[];
}

function OptionLink({
  facet,
  option,
  currency,
}: {
  facet: Facet;
  option: FacetOption;
  currency: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { params, href } = useListingParams();
  const to = href(toggleFilter(params, facet.code, facet.kind, option.value));
  const label =
    facet.kind === 'range'
      ? rangeLabel(t, facet.code, option.value, option.label, currency, i18n.language)
      : option.label;
  const disabled = option.count === 0 && !option.selected;
  const common = {
    to,
    prefetch: 'intent' as const,
    preventScrollReset: true,
    'aria-current': option.selected ? ('true' as const) : undefined,
    rel: 'nofollow',
  };

  if (facet.swatches) {
    return (
      <AppLink
        {...common}
        title={`${label} (${option.count})`}
        aria-label={t('listing.option_label', { label, count: option.count })}
        className={`flex size-9 items-center justify-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
          option.selected ? 'border-accent' : 'border-transparent hover:border-line'
        } ${disabled ? 'pointer-events-none opacity-40' : ''}`}
      >
        <span
          className="flex size-7 items-center justify-center rounded-full border border-black/10"
          style={{ backgroundColor: option.swatch ?? undefined }}
        >
          {option.selected ? <CheckIcon className="size-4 text-white mix-blend-difference" /> : null}
        </span>
      </AppLink>
    );
  }

  return (
    <AppLink
      {...common}
      className={`flex items-center gap-2.5 rounded-md px-1 py-1.5 text-sm hover:text-accent focus-visible:outline-2 focus-visible:outline-accent ${
        disabled ? 'pointer-events-none opacity-50' : ''
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-4.5 shrink-0 items-center justify-center border ${
          facet.kind === 'range' ? 'rounded-full' : 'rounded'
        } ${option.selected ? 'border-accent bg-accent text-white' : 'border-line bg-surface'}`}
      >
        {option.selected ? <CheckIcon className="size-3.5" strokeWidth={2.4} /> : null}
      </span>
      <span className="min-w-0 flex-1 break-words">{label}</span>
      <span className="text-xs text-ink-muted tabular-nums">{option.count}</span>
    </AppLink>
  );
}

function FacetBlock({
  facet,
  currency,
  categoryTree,
}: {
  facet: Facet;
  currency: string | null;
  categoryTree?: readonly CategoryTreeNode[];
}) {
  const { t } = useTranslation();
  const { params, href } = useListingParams();
  // With JavaScript "show all" reveals the rest in place (and the choice outlives the navigations
  // its options make); without it, the link asks the server for the facet in full.
  const [shownAll, setShownAll] = useState(false);
  const revealed = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const options =
    categoryTree && facet.code === 'category_uid'
      ? categoryFacetTree(facet.options, categoryTree)
      : facet.options.map((option) => ({ ...option, depth: 0 }));
  const visible = visibleOptionCount(options, shownAll || expandedFacets(params).includes(facet.code));
  const hidden = options.length - visible;

  // Keyboard users land on the first option the link revealed, where they were reading.
  useEffect(() => {
    if (!shownAll || !revealed.current) return;
    revealed.current = false;
    list.current?.querySelectorAll('a')[FACET_VISIBLE_OPTIONS]?.focus();
  }, [shownAll]);

  const showAll = (event: MouseEvent) => {
    event.preventDefault();
    revealed.current = true;
    setShownAll(true);
  };

  return (
    <details open className="group border-b border-line py-3" data-facet={facet.code}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 font-medium [&::-webkit-details-marker]:hidden">
        <h3 className="text-sm font-medium">{facet.label}</h3>
        <ChevronDownIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <ul
        ref={list}
        className={
          facet.swatches
            ? 'mt-2 flex flex-wrap gap-1'
            : 'mt-1 max-h-72 overflow-y-auto overscroll-contain pr-1 [scrollbar-width:thin]'
        }
        aria-label={facet.label}
      >
        {options.slice(0, visible).map((option) => (
          <li
            key={option.value}
            data-depth={option.depth}
            style={option.depth > 0 ? { paddingInlineStart: `${option.depth * 1.25}rem` } : undefined}
          >
            <OptionLink facet={facet} option={option} currency={currency} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <a
          href={`${href(withFacetExpanded(params, facet.code))}${PANEL_ANCHOR}`}
          onClick={showAll}
          rel="nofollow"
          className="mt-1 inline-block rounded-md px-1 py-1.5 text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          data-testid="facet-show-all"
        >
          {t('listing.show_all_options', { count: options.length })}
          <span className="sr-only">{t('listing.show_all_options_of', { label: facet.label })}</span>
        </a>
      ) : null}
    </details>
  );
}

export function FacetPanel({ facets, currency, categoryTree }: FacetPanelProps) {
  const { t } = useTranslation();
  const main = facets.filter((facet) => facet.group === 'main');
  const additional = facets.filter((facet) => facet.group === 'additional');
  if (facets.length === 0) return null;
  return (
    <div>
      {main.map((facet) => (
        <FacetBlock key={facet.code} facet={facet} currency={currency} categoryTree={categoryTree} />
      ))}
      {additional.length > 0 ? (
        <>
          <p className="mt-5 text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t('listing.more_filters')}
          </p>
          {additional.map((facet) => (
            <FacetBlock key={facet.code} facet={facet} currency={currency} categoryTree={categoryTree} />
          ))}
        </>
      ) : null}
    </div>
  );
}
