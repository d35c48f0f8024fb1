// The action of a proposal page (account and project routes): "Load into cart" runs proposalToCart
// on the shopper's cart (a customer without one gets their cart first; the cart feature's writeCart)
// and opens the cart page with a success message; "Ask for changes" is the estimate page's status
// change back to draft. Anything else changes nothing.
import { data, type RouterContextProvider, redirect } from 'react-router';
import { cartPagePath } from '~/features/cart/cart-action-data';
import { writeCart } from '~/features/cart/write-cart.server';
import { estimateAction } from '~/features/estimates/estimate-actions.server';
import type { EstimateAnswer } from '~/features/estimates/estimate-answer';
import type { EstimateScope } from '~/features/estimates/estimate-paths';
import { proposalToCartCall } from '~/features/estimates/estimates.server';
import { flashCookie } from '~/lib/flash.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';

export interface ProposalTarget {
  request: Request;
  context: Readonly<RouterContextProvider>;
  shop: ShopContext;
  id: number;
  scope: EstimateScope;
}

export async function proposalAction(target: ProposalTarget) {
  const { request, shop, id, scope } = target;
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'status') return estimateAction({ request, shop, id, scope }, form);
  if (intent !== 'load-into-cart') {
    return data<EstimateAnswer>(
      { intent: 'load-into-cart', message: { key: 'error.default' } },
      { status: 400 },
    );
  }
  const written = await writeCart(request, shop, 'proposalToCart', (cartId) =>
    proposalToCartCall(shop, id, cartId),
  );
  const headers = new Headers();
  for (const cookie of written.setCookies) headers.append('Set-Cookie', cookie);
  if (!written.ok || !written.data.proposalToCart) {
    const message = written.ok ? { key: 'error.default' } : written.message;
    return data<EstimateAnswer>({ intent: 'load-into-cart', message }, { status: 400, headers });
  }
  headers.append(
    'Set-Cookie',
    flashCookie(request, { type: 'success', key: 'estimate.message.loaded_into_cart' }),
  );
  return redirect(cartPagePath(shop.website), { headers });
}
