// POST /:website/newsletter/subscribe: the footer's newsletter form, for guests and customers
// (subscribeEmailToNewsletter; spec §8: success key subscribe.success, failure the API's first
// message). Fetcher submissions get data back; plain posts a redirect back with the message.
import { data, redirect } from 'react-router';
import { subscribe } from '~/features/account/newsletter.server';
import { validateNewsletterEmail } from '~/features/account/newsletter-form';
import { type NewsletterActionData, subscribeMessage } from '~/features/account/newsletter-result';
import { flashCookie } from '~/lib/flash.server';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import type { GlobalMessageInput } from '~/lib/global-message';
import { safeRedirectPath } from '~/lib/redirect-target';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/account-newsletter-subscribe';

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(websiteHome(params.website ?? ''));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirect_to'), websiteHome(shop.website));
  const answer = (result: NewsletterActionData, flash: GlobalMessageInput) =>
    isViaFetcher(form)
      ? data(result, { status: result.ok ? 200 : 400 })
      : redirect(back, { headers: { 'Set-Cookie': flashCookie(request, flash) } });

  const checked = validateNewsletterEmail(form);
  if (!checked.ok) {
    return answer(
      { ok: false, fieldError: { key: checked.error.key } },
      { type: 'error', key: checked.error.key },
    );
  }
  const result = await subscribe(shop, checked.email);
  if (!result.ok) {
    const message: GlobalMessageInput = { type: 'error', ...result.message };
    return answer({ ok: false, message }, message);
  }
  const message = subscribeMessage(result.status);
  return answer({ ok: true, message }, message);
}
