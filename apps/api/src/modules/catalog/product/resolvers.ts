// Field resolvers of the product types. A product reaches them as a `ProductRef` ({ id }) from
// any query (listing, route, most viewed) and is loaded once per request by the product loader.
import type { RequestContext } from '../../../shared/context.ts';

/** What every query hands to the product types: the product id, plus anything it already knows. */
export interface ProductRef {
  id: number;
  typeId?: string;
}

export const productResolvers = {
  ProductInterface: {
    __resolveType: (p: ProductRef) => (p.typeId === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct'),
  },
  SimpleProduct: {},
  ConfigurableProduct: {},
} satisfies Record<string, unknown>;

export type { RequestContext };
