// Search results (/catalogsearch/result?q=): the API's full-text search with the listing's
// filters, sort (relevance first by default), paging and modes from the URL.
import type { LoaderFunctionArgs } from 'react-router';
import { loadMessages } from '~/i18n/load-messages.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { createTranslator } from '~/i18n/translator';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { loadListing } from './listing.server';
import { PARAM } from './listing-url';

/** Longest search text sent to the API; longer queries are cut. */
export const MAX_QUERY_LENGTH = 128;

export async function loadSearchPage({ request, context }: LoaderFunctionArgs) {
  const shop = getShopContext(context);
  const query = (new URL(request.url).searchParams.get(PARAM.search) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const listing = await loadListing({ request, shop, search: query, defaultSort: 'relevance' });
  const locale = getRequestLocale(request, context);
  const i18n = createTranslator(locale, loadMessages(locale).messages);
  return { query, title: i18n.t('search.title', { query }), listing };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
