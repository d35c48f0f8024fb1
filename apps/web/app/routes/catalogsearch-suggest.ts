// GET /:website/catalogsearch/suggest?q=: the search box's suggestions as JSON (a resource route,
// so the browser never calls the API itself). A short or failed term answers an empty list.
import { loadSearchSuggestions, suggestionTerm } from '~/features/listing/search-suggestions.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/catalogsearch-suggest';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const term = suggestionTerm(new URL(request.url).searchParams.get('q'));
  const suggestions = (await loadSearchSuggestions(shop, term)) ?? {
    term,
    products: [],
    categories: [],
    total: 0,
  };
  // Prices depend on the shopper's currency and group: private, and only briefly reused.
  return Response.json(suggestions, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
