// POST /:website/review/product/post (Magento's review URL): the product page's review form, for
// customers and (when the store allows it) guests. Fetcher submissions get data back; plain posts
// a redirect back to the product's reviews with the message.
import { data, redirect } from 'react-router';
import { readReviewForm } from '~/features/product/product-reviews';
import { createReview } from '~/features/product/review.server';
import type { ReviewActionData } from '~/features/product/review-action-data';
import { flashCookie } from '~/lib/flash.server';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import type { GlobalMessageInput } from '~/lib/global-message';
import { safeRedirectPath } from '~/lib/redirect-target';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/review-product-post';

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(websiteHome(params.website ?? ''));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirect_to'), websiteHome(shop.website));
  const answer = (result: ReviewActionData, flash: GlobalMessageInput) =>
    isViaFetcher(form)
      ? data(result, { status: result.ok ? 200 : 400 })
      : redirect(back, { headers: { 'Set-Cookie': flashCookie(request, flash) } });

  const checked = readReviewForm(form);
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0] ?? { key: 'validation.required' };
    return answer({ ok: false, errors: checked.errors }, { type: 'error', ...first });
  }
  const result = await createReview(shop, checked.input);
  if (!result.ok) return answer({ ok: false, message: result.message }, { type: 'error', ...result.message });
  return answer({ ok: true }, { type: 'success', key: 'reviews.submitted' });
}
