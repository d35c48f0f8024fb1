// Resolvers of Magento's `products` query and its `Products` result.
import { type GraphQLResolveInfo, isInputObjectType, Kind, type SelectionSetNode } from 'graphql';
import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { layerFilters } from './layer-filters.ts';
import {
  findProducts,
  listingAggregations,
  listingItems,
  type ProductsArgs,
  pageInfo,
  sortFields,
} from './service.ts';

/** The sort fields in the order the query wrote them (a literal); else the schema's order. */
export function sortOrder(args: Pick<ProductsArgs, 'sort'>, info: GraphQLResolveInfo): string[] {
  const node = info.fieldNodes[0]?.arguments?.find((a) => a.name.value === 'sort')?.value;
  if (node?.kind === Kind.OBJECT) return node.fields.map((f) => f.name.value);
  return Object.keys(args.sort ?? {});
}

/** Whether the query selects `aggregations` on the products result (fragments included). */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === field;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
      return visit(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** Whether the query selects the facets, as `aggregations` or as the older `filters`. */
export const selectsFacets = (info: GraphQLResolveInfo) =>
  selects(info, 'aggregations') || selects(info, 'filters');

function sortableCodes(info: GraphQLResolveInfo): Set<string> {
  const type = info.schema.getType('ProductAttributeSortInput');
  return new Set(isInputObjectType(type) ? Object.keys(type.getFields()) : []);
}

export const listingResolvers = {
  Query: {
    products: (_, args, ctx, info) => findProducts(ctx, args, sortOrder(args, info), selectsFacets(info)),
  },
  Products: {
    total_count: (listing) => listing.total,
    page_info: (listing) => pageInfo(listing),
    items: (listing) => listingItems(listing),
    aggregations: (listing, args) => listingAggregations(listing, args.filter),
    filters: (listing) => layerFilters(listing),
    sort_fields: (listing, _, __, info) => sortFields(listing, sortableCodes(info)),
    // Magento fills suggestions from the search engine's spell checker; we have none to offer.
    suggestions: () => [],
  },
  // CategoryTree.products: the same listing, without facets or sort fields.
  CategoryProducts: {
    total_count: (listing) => listing.total,
    page_info: (listing) => pageInfo(listing),
    items: (listing) => listingItems(listing),
  },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  LayerFilterItemInterface: { __resolveType: () => 'LayerFilterItem' },
} satisfies Resolvers;
