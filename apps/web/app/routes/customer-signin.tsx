// Sign in: the action behind the drawer's form, and a page with the same form for a direct visit
// or a browser without JavaScript (the header's account button links here).

import { useActionData } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { mergeGuestCart } from '~/features/cart/merge-guest-cart.server';
import { formTurnedBack, signedInAnswer } from '~/features/customer/customer-action.server';
import type { SignInActionData } from '~/features/customer/customer-action-data';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { formValues, SIGN_IN_FIELDS, validateSignIn } from '~/features/customer/form-rules';
import { guestPageLoader } from '~/features/customer/guest-only.server';
import { SignInForm } from '~/features/customer/SignInForm';
import { signIn } from '~/features/customer/sign-in.server';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/customer-signin';

export const loader = guestPageLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const result = validateSignIn(formValues(form, SIGN_IN_FIELDS));
  if (!result.ok) return formTurnedBack<SignInActionData>(form, SIGN_IN_FIELDS, { errors: result.errors });

  const { email, password } = result.values;
  const outcome = await signIn(request, shop, email, password, (token) =>
    mergeGuestCart(request, shop, token),
  );
  if (!outcome.ok) {
    return formTurnedBack<SignInActionData>(form, SIGN_IN_FIELDS, { formError: outcome.formError });
  }
  return signedInAnswer<SignInActionData>(
    request,
    shop,
    form,
    outcome.setCookie,
    { type: 'success', key: 'customer.signed_in' },
    { signedIn: true },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'customer.sign_in');
}

export default function SignInPage() {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const answer = useActionData<typeof action>();
  return (
    <CustomerPage website={website} title={t('customer.sign_in')}>
      <SignInForm website={website} inDrawer={false} pageAnswer={answer ?? undefined} />
    </CustomerPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
