// Contract with the catch-all route (routes/catch-all.tsx): the catch-all resolves a URL with the
// API's `route` query and, for a category, hands over here. The page: the category's texts and
// trail, and its listing (products in the category and its children, with facets) from the URL.
import { data, type LoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import type { Crumb } from '~/components/ui/Breadcrumbs';
import { CategoryInfoDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { loadListing } from './listing.server';
import { htmlToParagraphs } from './plain-text';

export interface RoutedCategory {
  uid: string;
  relative_url: string;
}

export async function loadCategoryPage(args: LoaderFunctionArgs, category: RoutedCategory) {
  const shop = getShopContext(args.context);
  const infoRequest = requestGraphQL(CategoryInfoDocument, {
    scope: shop.headers,
    variables: { uid: category.uid },
  });
  const info = await infoRequest;
  if (!info.ok) {
    throwIfSessionExpired(info.error, shop.website);
    console.error(`API call CategoryInfo failed (${info.error.kind}): ${info.error.message}`);
    throw data({ messageKey: 'error.default' }, { status: 500 });
  }
  const found = info.data.categories?.items?.find((item) => item?.uid === category.uid);
  if (!found) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });

  const suffix = found.url_suffix ?? shop.storeConfig.category_url_suffix ?? '';
  const path = `/${shop.website}/${category.relative_url.replace(/^\//, '')}`;
  // The home crumb is added by the page, in the interface language.
  const crumbs: Crumb[] = [
    ...(found.breadcrumbs ?? [])
      .flatMap((crumb) => (crumb ? [crumb] : []))
      .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
      .map((crumb) => ({
        text: crumb.category_name ?? '',
        link: crumb.category_url_path ? `/${shop.website}/${crumb.category_url_path}${suffix}` : undefined,
      })),
    { text: found.name ?? '', link: path },
  ];
  const listing = await loadListing({
    request: args.request,
    shop,
    defaults: { category_uid: { eq: category.uid } },
    defaultSort: found.default_sort_by ?? shop.storeConfig.catalog_default_sort_by ?? 'position',
    hiddenSorts: ['relevance'],
  });

  return {
    category: {
      uid: found.uid,
      name: found.name ?? '',
      description: htmlToParagraphs(found.description),
      metaTitle: found.meta_title,
      metaDescription: found.meta_description,
      metaKeywords: found.meta_keywords,
      path,
      canonical: new URL(path, args.request.url).href,
    },
    crumbs,
    listing,
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;

/** Title and description from the category; filtered and sorted variants point at the plain page. */
export function categoryMeta(pageData: CategoryPageData): MetaDescriptor[] {
  const { category, listing } = pageData;
  const title = category.metaTitle || category.name;
  const narrowed = listing.chips.length > 0;
  return [
    { title },
    ...(category.metaDescription ? [{ name: 'description', content: category.metaDescription }] : []),
    ...(category.metaKeywords ? [{ name: 'keywords', content: category.metaKeywords }] : []),
    { tagName: 'link', rel: 'canonical', href: category.canonical },
    ...(narrowed ? [{ name: 'robots', content: 'noindex,follow' }] : []),
  ];
}
