// Newsletter subscription: the subscriptions page's state and the subscribe / unsubscribe calls
// (spec §4: UNSUBSCRIBED ↔ SUBSCRIBED through subscribeEmailToNewsletter and
// unsubscribeEmailFromNewsletter; §8: failure shows the API's first message).
import type { ShopContext } from '~/features/website/shop-context.server';
import { requestGraphQL } from '~/lib/graphql.server';
import { actionMessage, dataOrFail, type FormMessage } from './account-api.server';
import { subscribeSchema, subscriptionsSchema, unsubscribeSchema } from './account-schema';
import subscribeMutation from './subscribe.graphql?raw';
import query from './subscriptions.graphql?raw';
import unsubscribeMutation from './unsubscribe.graphql?raw';

export async function loadSubscriptions(shop: ShopContext) {
  const result = await requestGraphQL({ query, scope: shop.headers, schema: subscriptionsSchema });
  const { customer, storeConfig } = dataOrFail(result, 'customer (subscriptions)', shop.website);
  return {
    email: customer?.email ?? '',
    isSubscribed: Boolean(customer?.is_subscribed),
    newsletterEnabled: storeConfig?.newsletter_enabled !== false,
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
