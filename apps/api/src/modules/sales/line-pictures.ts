// The picture an order line keeps: the thumbnail of what was bought (the chosen variant's own, else
// its configurable parent's) as the catalogue shows it at placement. Storing the file keeps the
// order's picture when the catalogue's pictures change later.
import type { RequestContext } from '../../shared/context.ts';
import type { CheckoutQuote } from '../cart/checkout-quote.ts';
import { lineMedia } from '../catalog/index.ts';

export async function linePictures(
  ctx: RequestContext,
  items: CheckoutQuote['items'],
): Promise<Map<number, string | null>> {
  const files = await Promise.all(
    items.map(async (item) => {
      const media = await lineMedia(ctx, item.productId, 'thumbnail', item.parentProductId);
      return [item.id, media?.file ?? null] as const;
    }),
  );
  return new Map(files);
}
