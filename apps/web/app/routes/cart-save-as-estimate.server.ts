// The cart page's "Save as estimate" (issue 14 §2, b2b.md §5): checks the form (a name; a project
// of the customer's or none), runs cartToEstimate on the shopper's cart (the cart feature's
// writeCart finds or replaces the cart id) and opens /checkout/success-estimate?estimate=ID. A guest,
// bad input or the API's refusal (an empty cart, a foreign project) stays on the cart page with
// the typed values and the reason; nothing changed.
import { data, redirect } from 'react-router';
import { writeCart } from '~/features/cart/write-cart.server';
import { readSaveAsEstimate, SAVE_AS_ESTIMATE_INTENT } from '~/features/estimates/estimate-form';
import { estimatePaths } from '~/features/estimates/estimate-paths';
import { cartToEstimateCall } from '~/features/estimates/estimates.server';
import type { SaveAsEstimateAnswer } from '~/features/estimates/SaveAsEstimateForm';
import { flashCookie } from '~/lib/flash.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';

export function isSaveAsEstimate(form: FormData): boolean {
  return form.get('intent') === SAVE_AS_ESTIMATE_INTENT;
}

export async function saveCartAsEstimate(request: Request, shop: ShopContext, form: FormData) {
  const intent = SAVE_AS_ESTIMATE_INTENT;
  const read = readSaveAsEstimate(form);
  if (!read.ok)
    return data<SaveAsEstimateAnswer>({ intent, values: read.values, errors: read.errors }, { status: 400 });
  const values = { name: read.name, projectId: read.projectId === null ? '' : String(read.projectId) };
  if (!shop.headers.authToken) {
    return data<SaveAsEstimateAnswer>(
      { intent, values, errors: {}, message: { key: 'estimate.save_cart.sign_in_first' } },
      { status: 400 },
    );
  }
  const written = await writeCart(request, shop, 'cartToEstimate', (cartId) =>
    cartToEstimateCall(shop, cartId, read.name, read.projectId),
  );
  const headers = new Headers();
  for (const cookie of written.setCookies) headers.append('Set-Cookie', cookie);
  const estimate = written.ok ? written.data.cartToEstimate?.estimate : null;
  if (!estimate) {
    const message = written.ok ? { key: 'error.default' } : written.message;
    return data<SaveAsEstimateAnswer>({ intent, values, errors: {}, message }, { status: 400, headers });
  }
  headers.append(
    'Set-Cookie',
    flashCookie(request, {
      type: 'success',
      key: 'estimate.message.saved_from_cart',
      values: { name: estimate.name },
    }),
  );
  return redirect(estimatePaths.successEstimate(shop.website, estimate.id), { headers });
}
