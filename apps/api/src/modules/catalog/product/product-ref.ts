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
