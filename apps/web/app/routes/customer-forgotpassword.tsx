// Forgotten password: the action behind the drawer's form (requestPasswordResetEmail), and a page
// with the same form for a direct visit or a browser without JavaScript.

import { data, useActionData } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { formTurnedBack } from '~/features/customer/customer-action.server';
import type { ForgotPasswordActionData } from '~/features/customer/customer-action-data';
import { customerPageMeta } from '~/features/customer/customer-page-meta';
import { ForgotPasswordForm } from '~/features/customer/ForgotPasswordForm';
import { FORGOT_PASSWORD_FIELDS, formValues, validateForgotPassword } from '~/features/customer/form-rules';
import { guestPageLoader } from '~/features/customer/guest-only.server';
import { requestPasswordReset } from '~/features/customer/password-reset.server';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/customer-forgotpassword';

export const loader = guestPageLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const result = validateForgotPassword(formValues(form, FORGOT_PASSWORD_FIELDS));
  if (!result.ok) {
    return formTurnedBack<ForgotPasswordActionData>(form, FORGOT_PASSWORD_FIELDS, { errors: result.errors });
  }
  const outcome = await requestPasswordReset(shop.headers, result.values.email);
  if (!outcome.ok) {
    return formTurnedBack<ForgotPasswordActionData>(form, FORGOT_PASSWORD_FIELDS, {
      formError: outcome.formError,
    });
  }
  return data<ForgotPasswordActionData>({ sentTo: result.values.email });
}

export function meta({ matches }: Route.MetaArgs) {
  return customerPageMeta(matches, 'customer.forgot_password');
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const answer = useActionData<typeof action>();
  return (
    <CustomerPage website={website} title={t('customer.forgot_password')}>
      <ForgotPasswordForm website={website} inDrawer={false} pageAnswer={answer ?? undefined} />
    </CustomerPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
