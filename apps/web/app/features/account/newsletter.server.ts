// Newsletter subscription: the subscriptions page's state and the subscribe / unsubscribe calls
// (spec §4: UNSUBSCRIBED ↔ SUBSCRIBED through subscribeEmailToNewsletter and
// unsubscribeEmailFromNewsletter; §8: failure shows the API's first message), and the double
// opt-in link's confirmation (confirmNewsletterSubscription).
import type { ShopContext } from '~/features/website/shop-context.server';
import { requestGraphQL } from '~/lib/graphql.server';
import type { CustomerAccount } from '~/middleware/guarded-customer.server';
import { actionMessage, type FormMessage } from './account-api.server';
import { confirmSubscriptionSchema, subscribeSchema, unsubscribeSchema } from './account-schema';
import confirmMutation from './confirm-subscription.graphql?raw';
import subscribeMutation from './subscribe.graphql?raw';
import unsubscribeMutation from './unsubscribe.graphql?raw';

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
  const result = await requestGraphQL({
    query: subscribeMutation,
    variables: { email },
    scope: shop.headers,
    schema: subscribeSchema,
  });
  if (!result.ok)
    return { ok: false, message: actionMessage(result.error, 'subscribeEmailToNewsletter', shop.website) };
  return { ok: true, status: result.data.subscribeEmailToNewsletter?.status ?? null };
}

export async function unsubscribe(shop: ShopContext): Promise<SubscriptionResult> {
  const result = await requestGraphQL({
    query: unsubscribeMutation,
    scope: shop.headers,
    schema: unsubscribeSchema,
  });
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
  const result = await requestGraphQL({
    query: confirmMutation,
    variables: link,
    scope: shop.headers,
    schema: confirmSubscriptionSchema,
  });
  if (!result.ok) {
    return { ok: false, message: actionMessage(result.error, 'confirmNewsletterSubscription', shop.website) };
  }
  return { ok: true, status: result.data.confirmNewsletterSubscription?.status ?? null };
}
