// What search engines and link previews read from a product page: breadcrumbs from its deepest
// category, the canonical URL, meta and Open Graph tags, and the schema.org data.
import type { MetaDescriptor } from 'react-router';
import { buildProductJsonLd, htmlToText } from './product-json-ld';
import { type ReviewsView, reviewsJsonLd } from './product-reviews';
import type { ApiProduct, ProductView } from './product-view';

export interface CategoryCrumb {
  text: string;
  link: string;
}

const DESCRIPTION_LENGTH = 160;

/** The path of the product's deepest category and its ancestors, root first. */
export function categoryCrumbs(categories: ApiProduct['categories'], website: string): CategoryCrumb[] {
  const deepest = (categories ?? [])
    .filter((category) => category?.url_path && category.name)
    .sort((a, b) => (b?.level ?? 0) - (a?.level ?? 0))[0];
  if (!deepest) return [];
  const suffix = deepest.url_suffix ?? '';
  const ancestors = (deepest.breadcrumbs ?? [])
    .filter((crumb) => crumb?.category_url_path && crumb.category_name)
    .sort((a, b) => (a?.category_level ?? 0) - (b?.category_level ?? 0))
    .map((crumb) => ({
      text: crumb?.category_name ?? '',
      link: `/${website}/${crumb?.category_url_path}${suffix}`,
    }));
  return [...ancestors, { text: deepest.name ?? '', link: `/${website}/${deepest.url_path}${suffix}` }];
}

/** The absolute canonical URL: the store's base URL and the product's relative canonical URL. */
export function canonicalUrl(baseUrl: string, canonical: string | null, fallbackPath: string): string {
  const path = canonical || fallbackPath;
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

export interface ProductSeo {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

/**
 * What the page offers search engines: a configurable's range over its variants, a bundle's from
 * its cheapest to its dearest choice over the products its options offer, a grouped product's
 * over its members; one price for any other product.
 */
function offerOf(view: ProductView) {
  const range = (count: number) => ({
    kind: 'aggregate' as const,
    low: view.price.min.final.value,
    high: view.price.max.final.value,
    count,
  });
  if (view.isConfigurable) {
    const variantsInStock = view.variants.filter((variant) => variant.inStock);
    return range(variantsInStock.length || view.variants.length);
  }
  if (view.bundle) return range(view.bundle.options.reduce((sum, option) => sum + option.choices.length, 0));
  if (view.grouped) return range(view.grouped.length);
  return { kind: 'single' as const, price: view.price.min.final.value };
}
export function productSeo(
  api: ApiProduct,
  view: ProductView,
  canonical: string,
  reviews?: ReviewsView,
): ProductSeo {
  const text = view.descriptionHtml ? htmlToText(view.descriptionHtml) : '';
  const description =
    api.meta_description ||
    (text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text);
  const offer = offerOf(view);
  const jsonLd = buildProductJsonLd({
    name: view.name,
    sku: view.sku,
    url: canonical,
    images: view.images.map((image) => image.url),
    descriptionHtml: view.descriptionHtml,
    currency: view.price.min.final.currency,
    inStock: view.inStock,
    offer,
  });
  return {
    title: api.meta_title || view.name,
    description,
    keywords: api.meta_keyword ?? '',
    canonical,
    image: view.images[0]?.url ?? null,
    jsonLd: reviews ? { ...jsonLd, ...reviewsJsonLd(reviews) } : jsonLd,
  };
}

/** The page's meta tags; the JSON-LD is rendered by the page itself (see ProductPage). */
export function seoMeta(seo: ProductSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: seo.canonical },
    ...(seo.description ? [{ property: 'og:description', content: seo.description }] : []),
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
  ];
}
