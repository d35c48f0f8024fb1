// Contract with the catch-all route (routes/catch-all.tsx): for a product URL the catch-all hands
// over here with what `route` returned. Replaced by the product page work.
import type { LoaderFunctionArgs, MetaDescriptor } from 'react-router';

export interface RoutedProduct {
  uid: string;
  url_key: string;
  relative_url: string;
}

export async function loadProductPage(_args: LoaderFunctionArgs, product: RoutedProduct) {
  return { product };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

export function productMeta(_data: ProductPageData): MetaDescriptor[] {
  return [];
}
