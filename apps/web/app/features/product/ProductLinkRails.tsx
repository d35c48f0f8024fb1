// The product page's "You may also like" (up-sells) and "Related products" rails below the
// reviews: rows of listing cards (drawn by the route, which composes the listing's card with its
// actions), each hidden when it has no products.
import type { ReactNode } from 'react';
import { ProductRail } from '~/components/product/ProductRail';
import { useTranslation } from '~/i18n/react';
import type { ProductCardItem } from '~/lib/product-card-item';
import type { ProductLinksView } from './product-links';

export type RenderProductCard = (item: ProductCardItem) => ReactNode;

export function ProductLinkRails({
  links,
  renderCard,
}: {
  links: ProductLinksView;
  renderCard: RenderProductCard;
}) {
  const { t } = useTranslation();
  const rails = [
    { key: 'upsells', title: t('product.upsells_title'), items: links.upsells },
    { key: 'related', title: t('product.related_title'), items: links.related },
  ].filter((rail) => rail.items.length > 0);
  return rails.map((rail) => (
    <div key={rail.key} className="mt-12 border-t border-line pt-10">
      <ProductRail
        id={`product-${rail.key}`}
        title={rail.title}
        titleSize="section"
        items={rail.items}
        renderItem={renderCard}
        data-testid={`product-${rail.key}`}
      />
    </div>
  ));
}
