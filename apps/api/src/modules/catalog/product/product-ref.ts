// The parent value of the product types (SimpleProduct, ConfigurableProduct): the product id, plus
// anything the query that found it already knows. The fields load the rest once per request.

/** What every query hands to the product types: the product id, plus anything it already knows. */
export interface ProductRef {
  id: number;
  typeId?: string;
  /** Set by `route` (RoutedProductRef): RoutableInterface resolves the type by it. */
  routeKind?: 'product';
  sku?: string;
  /** Set by `route` when the product was reached through a redirect: the URL to go to and the code. */
  relativeUrl?: string;
  redirectCode?: number;
  /** The configurable a cart or order line's chosen variant belongs to: a variant without its own
   * picture of a role (image, small_image, thumbnail) shows the parent's instead of the placeholder. */
  imageParentId?: number;
}

/**
 * The GraphQL type of each `product.type_id` (anything unknown shows as a simple product). The
 * schema's DownloadableProduct is not here: the catalogue has no downloadable products, so no
 * product is ever answered as one (downloadable.graphql).
 */
const TYPENAMES = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
} as const;

export type ProductTypename = (typeof TYPENAMES)[keyof typeof TYPENAMES];

export const productTypename = (typeId: string | undefined): ProductTypename =>
  TYPENAMES[typeId as keyof typeof TYPENAMES] ?? 'SimpleProduct';
