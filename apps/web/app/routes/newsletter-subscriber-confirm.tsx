// /:website/newsletter/subscriber/confirm?id=…&code=… (Magento's path): the link of the newsletter's
// double opt-in mail. The page shows one button (a form post, no JavaScript needed); its action
// calls confirmNewsletterSubscription and the page says whether the subscription is confirmed.
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import {
  type ConfirmSubscriptionAnswer,
  ConfirmSubscriptionPage,
} from '~/features/account/ConfirmSubscriptionPage';
import { confirmSubscription } from '~/features/account/newsletter.server';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/newsletter-subscriber-confirm';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('newsletterConfirmation')];

const text = (value: FormDataEntryValue | string | null | undefined) =>
  typeof value === 'string' ? value.trim().slice(0, 100) : '';

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const link = { id: text(url.searchParams.get('id')), code: text(url.searchParams.get('code')) };
  if (!link.id || !link.code) throw redirect(websiteHome(params.website ?? ''));
  return link;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const link = { id: text(form.get('id')), code: text(form.get('code')) };
  const result = await confirmSubscription(getShopContext(context), link);
  if (!result.ok) {
    return data<ConfirmSubscriptionAnswer>({ confirmed: false, message: result.message }, { status: 400 });
  }
  return data<ConfirmSubscriptionAnswer>({ confirmed: true });
}

/**
 * The code is in the address: it goes nowhere else as a referrer. Not `no-referrer`: a browser then
 * sends `Origin: null` with the page's own form post, which the action's CSRF check refuses.
 */
export function headers() {
  return { 'Referrer-Policy': 'same-origin' };
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'account.newsletter.confirm_title');
}

export default function NewsletterSubscriberConfirm() {
  const { website } = useRequiredShellData();
  const link = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <ConfirmSubscriptionPage website={website} link={link} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
