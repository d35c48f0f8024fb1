// Create an account: the action behind the drawer's form (createCustomerV2, then sign in), and a
// page with the same form for a direct visit or a browser without JavaScript.

import { data, useActionData, useLoaderData } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { mergeGuestCart } from '~/features/cart/merge-guest-cart.server';
import { apiFormError } from '~/features/customer/api-form-error.server';
import { formTurnedBack, signedInAnswer } from '~/features/customer/customer-action.server';
import type { SignUpActionData } from '~/features/customer/customer-action-data';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { createCustomer } from '~/features/customer/customer-session.server';
import { formValues, SIGN_UP_FIELDS, validateSignUp } from '~/features/customer/form-rules';
import { guestPageLoader } from '~/features/customer/guest-only.server';
import { SignUpForm } from '~/features/customer/SignUpForm';
import { signIn } from '~/features/customer/sign-in.server';
import { loadConfirmedOrder } from '~/features/orders/orders.server';
import { useTranslation } from '~/i18n/react';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { readGuestOrderToken } from '~/lib/guest-order-cookie.server';
import { passwordPolicyFrom } from '~/lib/password-policy';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/customer-signup';

/**
 * A guest's sign-up from their order confirmation (?order_number=…, decision 0038): the form comes
 * filled with the order's name and e-mail, read with the token only the placing browser holds.
 */
export async function loader(args: Route.LoaderArgs) {
  guestPageLoader(args);
  const number = new URL(args.request.url).searchParams.get('order_number')?.trim();
  const token = readGuestOrderToken(args.request);
  if (!number || !token) return { prefill: null };
  const shop = getShopContext(args.context);
  const confirmed = await loadConfirmedOrder(
    shop,
    number,
    getRequestLocale(args.request, args.context),
    token,
  );
  const order = confirmed?.order;
  const name = order?.billing_address ?? order?.shipping_address;
  return {
    prefill: order
      ? { firstname: name?.firstname ?? '', lastname: name?.lastname ?? '', email: order.email ?? '' }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const result = validateSignUp(formValues(form, SIGN_UP_FIELDS), passwordPolicyFrom(shop.storeConfig));
  if (!result.ok) return formTurnedBack<SignUpActionData>(form, SIGN_UP_FIELDS, { errors: result.errors });
  const values = result.values;

  // The placing browser's guest order token: an account with that order's e-mail takes its orders.
  const created = await createCustomer(shop.headers, values, readGuestOrderToken(request));
  if (!created.ok) {
    return formTurnedBack<SignUpActionData>(form, SIGN_UP_FIELDS, {
      formError: apiFormError('createCustomerV2', created.error),
    });
  }
  const firstname = created.data.createCustomerV2?.customer.firstname ?? values.firstname;

  const outcome = await signIn(request, shop, values.email, values.password, (token) =>
    mergeGuestCart(request, shop, token),
  );
  // The account exists either way; if signing in fails now (throttled, API hiccup) the shopper is
  // told so and signs in by hand.
  if (!outcome.ok) return data<SignUpActionData>({ createdOnly: true });

  return signedInAnswer<SignUpActionData>(
    request,
    shop,
    form,
    outcome.setCookie,
    { type: 'success', key: 'customer.signed_up', values: { name: firstname } },
    { signedUp: { firstname } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'customer.sign_up');
}

export default function SignUpPage() {
  const { t } = useTranslation();
  const { website, storeConfig } = useRequiredShellData();
  const answer = useActionData<typeof action>();
  const { prefill } = useLoaderData<typeof loader>();
  return (
    <CustomerPage website={website} title={t('customer.sign_up')}>
      {answer?.createdOnly ? (
        <p role="status" className="mb-6 text-sm">
          {t('customer.created_sign_in')}
        </p>
      ) : null}
      <SignUpForm
        website={website}
        inDrawer={false}
        policy={passwordPolicyFrom(storeConfig)}
        newsletterEnabled={storeConfig.newsletter_enabled !== false}
        pageAnswer={answer ?? undefined}
        prefill={prefill ?? undefined}
      />
    </CustomerPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
