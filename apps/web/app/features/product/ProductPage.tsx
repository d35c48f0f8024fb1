import type { ProductPageData } from './product-page.server';

export function ProductPage({ data }: { data: ProductPageData }) {
  return <main>{data.product.url_key}</main>;
}
