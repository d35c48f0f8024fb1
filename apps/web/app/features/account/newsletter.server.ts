// Newsletter subscription: the subscriptions page's state and the subscribe / unsubscribe calls
// (spec §4: UNSUBSCRIBED ↔ SUBSCRIBED through subscribeEmailToNewsletter and
// unsubscribeEmailFromNewsletter; §8: failure shows the API's first message), and the double
// opt-in link's confirmation (confirmNewsletterSubscription). A Magento backend has neither of
// Atrium's two: the customer unsubscribes with updateCustomerV2, and there is no confirmation link
// (its route is a 404 there).

import { backendHas } from '~/lib/backend.server';
import { actionMessage, type FormMessage } from '~/lib/customer/account-api.server';
import {
  ConfirmNewsletterSubscriptionDocument,
  SubscribeToNewsletterDocument,
  UnsubscribeCustomerFromNewsletterDocument,
  UnsubscribeFromNewsletterDocument,
} from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CustomerAccount } from '~/middleware/guarded-customer.server';

/** The subscriptions page: the guard's customer and whether the store has a newsletter at all. */
export function subscriptionsData(shop: ShopContext, customer: CustomerAccount) {
  return {
    email: customer.email ?? '',
    isSubscribed: Boolean(customer.is_subscribed),
    newsletterEnabled: shop.storeConfig.newsletter_enabled !== false,
  };
}

export type SubscriptionResult = { ok: true; status: string | null } | { ok: false; message: FormMessage };

export async function subscribe(shop: ShopContext, email: string): Promise<SubscriptionResult> {
  const result = await requestGraphQL(SubscribeToNewsletterDocument, {
    variables: { email },
    scope: shop.headers,
  });
  if (!result.ok)
    return { ok: false, message: actionMessage(result.error, 'subscribeEmailToNewsletter', shop.website) };
  return { ok: true, status: result.data.subscribeEmailToNewsletter?.status ?? null };
}

export async function unsubscribe(shop: ShopContext): Promise<SubscriptionResult> {
  if (!backendHas('newsletterUnsubscribe')) {
    const result = await requestGraphQL(UnsubscribeCustomerFromNewsletterDocument, { scope: shop.headers });
    if (!result.ok)
      return { ok: false, message: actionMessage(result.error, 'updateCustomerV2', shop.website) };
    return {
      ok: true,
      status: result.data.updateCustomerV2?.customer.is_subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
    };
  }
  const result = await requestGraphQL(UnsubscribeFromNewsletterDocument, { scope: shop.headers });
  if (!result.ok) {
    return {
      ok: false,
      message: actionMessage(result.error, 'unsubscribeEmailFromNewsletter', shop.website),
    };
  }
  return { ok: true, status: result.data.unsubscribeEmailFromNewsletter?.status ?? null };
}

/** The mailed link's id and code: anyone holding them may confirm, signed in or not. */
export async function confirmSubscription(
  shop: ShopContext,
  link: { id: string; code: string },
): Promise<SubscriptionResult> {
  const result = await requestGraphQL(ConfirmNewsletterSubscriptionDocument, {
    variables: link,
    scope: shop.headers,
  });
  if (!result.ok) {
    return { ok: false, message: actionMessage(result.error, 'confirmNewsletterSubscription', shop.website) };
  }
  return { ok: true, status: result.data.confirmNewsletterSubscription?.status ?? null };
}
