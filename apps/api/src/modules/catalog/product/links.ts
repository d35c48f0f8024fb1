// Related, up-sell and cross-sell products (Magento's product links, table `product_link`): the
// linked products that are active and listed in the request's store view, in position order, read
// for a whole page of products in one query by the per-request loader.
import type { RequestContext } from '../../../shared/context.ts';
import type { ProductLinkType } from '../product-tables.ts';
import { type ProductRecord, productLoader } from './loader.ts';
import type { ProductRef } from './product-ref.ts';

/** The order `product_links` lists the types in. */
const ORDER: ProductLinkType[] = ['related', 'upsell', 'crosssell'];

/** The products of one link type, as the product types' parent value (their type already known). */
export async function linkedProducts(
  ctx: RequestContext,
  productId: number,
  type: ProductLinkType,
): Promise<ProductRef[]> {
  const links = await productLoader(ctx).productLinks.load(productId);
  return links
    .filter((link) => link.linkType === type)
    .map((link) => ({ id: link.linkedProductId, typeId: link.linkedTypeId, sku: link.linkedSku }));
}

/** `product_links`: the same links, related first, then up-sells, then cross-sells (as Magento). */
export async function productLinks(ctx: RequestContext, p: ProductRecord) {
  const links = await productLoader(ctx).productLinks.load(p.id);
  const order = (type: ProductLinkType) => ORDER.indexOf(type);
  return [...links]
    .sort((a, b) => order(a.linkType) - order(b.linkType))
    .map((link) => ({
      __typename: 'ProductLinks' as const,
      sku: p.sku,
      link_type: link.linkType,
      linked_product_sku: link.linkedSku,
      linked_product_type: link.linkedTypeId,
      position: link.position,
    }));
}
