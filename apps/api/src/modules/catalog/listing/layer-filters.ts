// `Products.filters`, Magento's deprecated layered navigation (`[LayerFilter]`), still read by
// Magento-era clients (PWA Studio's PageBuilder Products content type). It is the aggregations in
// the older shape: one filter per aggregation, one item per option, same order and counts.
// `request_var` is the aggregation's attribute code and `value_string` its option value, so a
// filter item's values are what the `products` filter input takes (Magento's own legacy layer
// names the category filter `cat` and writes price ranges `10-20`; see docs/catalogue.md).
import { type Listing, listingAggregations } from './service.ts';

export interface LayerFilterOutput {
  name: string | null;
  request_var: string;
  filter_items_count: number;
  filter_items: { label: string | null; value_string: string; items_count: number }[];
}

export async function layerFilters(listing: Listing): Promise<LayerFilterOutput[]> {
  const aggregations = await listingAggregations(listing, null);
  return aggregations.map((a) => ({
    name: a.label,
    request_var: a.attribute_code,
    filter_items_count: a.count,
    filter_items: a.options.map((o) => ({ label: o.label, value_string: o.value, items_count: o.count })),
  }));
}
