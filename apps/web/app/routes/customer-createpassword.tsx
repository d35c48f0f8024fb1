// Set a new password from the reset e-mail's link (spec §2): /customer/createpassword?token=…, kept
// from anyone without a token by the empty-token guard. Success: the flash key
// customer.createpassword.success (spec §8) on the home page, with the sign-in drawer open.

import { redirect, useActionData } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { CreatePasswordForm } from '~/features/customer/CreatePasswordForm';
import { formTurnedBack } from '~/features/customer/customer-action.server';
import type { CreatePasswordActionData } from '~/features/customer/customer-action-data';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { CREATE_PASSWORD_FIELDS, formValues, validateCreatePassword } from '~/features/customer/form-rules';
import { setNewPassword } from '~/features/customer/password-reset.server';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { clearedAuthTokenCookie } from '~/lib/auth-cookie.server';
import { flashCookie } from '~/lib/flash.server';
import { passwordPolicyFrom } from '~/lib/password-policy';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import { guards } from '~/middleware';
import type { Route } from './+types/customer-createpassword';

export const middleware: Route.MiddlewareFunction[] = guards('empty-token');

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const form = await request.formData();
  const result = validateCreatePassword(
    formValues(form, CREATE_PASSWORD_FIELDS),
    passwordPolicyFrom(shop.storeConfig),
  );
  if (!result.ok) {
    return formTurnedBack<CreatePasswordActionData>(form, CREATE_PASSWORD_FIELDS, { errors: result.errors });
  }

  const outcome = await setNewPassword(shop.headers, {
    email: result.values.email,
    token,
    password: result.values.password,
  });
  if (!outcome.ok) {
    return formTurnedBack<CreatePasswordActionData>(form, CREATE_PASSWORD_FIELDS, {
      formError: outcome.formError,
    });
  }

  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    flashCookie(request, { type: 'success', key: 'customer.createpassword.success' }, 'signIn'),
  );
  // A new password revokes the account's tokens: a session this browser had is over, so the cookie
  // goes too (the next page would otherwise announce an expired session).
  if (shop.headers.authToken) headers.append('Set-Cookie', clearedAuthTokenCookie());
  return redirect(websiteHome(shop.website), { headers });
}

/** The reset token is in the address: never send it on as a referrer. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer' };
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'customer.createpassword.title');
}

export default function CreatePasswordPage() {
  const { t } = useTranslation();
  const { website, storeConfig } = useRequiredShellData();
  const answer = useActionData<typeof action>();
  return (
    <CustomerPage website={website} title={t('customer.createpassword.title')}>
      <CreatePasswordForm policy={passwordPolicyFrom(storeConfig)} pageAnswer={answer ?? undefined} />
    </CustomerPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
