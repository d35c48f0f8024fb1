// /:website/customer/account/edit: names, organisation, e-mail and password (spec §2 edit). A
// successful save goes back to the dashboard with a success message; a refused one stays on the
// form with the field errors or the API's message.

import { data, redirect, useActionData } from 'react-router';
import { type AccountEditDefaults, AccountEditForm } from '~/features/account/AccountEditForm';
import { PageTitle } from '~/features/account/AccountSection';
import { accountEditData, saveAccount } from '~/features/account/account-edit.server';
import {
  type AccountEditErrors,
  readAccountEditForm,
  validateAccountEdit,
} from '~/features/account/account-edit-form';
import { accountMeta } from '~/features/account/account-meta';
import { accountPaths } from '~/features/account/account-paths';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { authTokenCookie } from '~/lib/auth-cookie.server';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-edit';

export const handle = { accountCrumbs: [{ key: 'account.nav.edit' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  const edit = accountEditData(getShopContext(context), getGuardedCustomer(context));
  const changePassword = new URL(request.url).searchParams.get('changePassword') === '1';
  return { ...edit, changePassword };
}

interface EditActionData {
  errors: AccountEditErrors;
  message?: FormMessage;
  /** What was typed (never the passwords), so a refused form keeps it. */
  values: AccountEditDefaults;
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const current = accountEditData(shop, getGuardedCustomer(context));
  const values = readAccountEditForm(form);
  const typed: AccountEditDefaults = {
    firstname: values.firstname,
    middlename: values.middlename,
    lastname: values.lastname,
    email: values.changeEmail ? values.email : current.customer.email,
    organization: values.organization,
    changeEmail: values.changeEmail,
    changePassword: values.changePassword,
  };
  const checked = validateAccountEdit(values, current.policy, current.customer.email);
  if (!checked.ok) return data<EditActionData>({ errors: checked.errors, values: typed }, { status: 400 });

  const saved = await saveAccount(shop, checked.plan);
  if (!saved.ok) {
    return data<EditActionData>({ errors: {}, message: saved.message, values: typed }, { status: 400 });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', flashCookie(request, { type: 'success', key: 'account.edit.saved' }));
  if (saved.newToken) {
    headers.append('Set-Cookie', authTokenCookie(request, saved.newToken));
  }
  return redirect(accountPaths.index(shop.website), { headers });
}

export const meta = accountMeta('account.nav.edit');

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { customer, policy, changePassword } = loaderData;
  const defaults: AccountEditDefaults = actionData?.values ?? {
    ...customer,
    changeEmail: false,
    changePassword,
  };
  return (
    <div>
      <PageTitle>{t('account.nav.edit')}</PageTitle>
      <AccountEditForm
        defaults={defaults}
        policy={policy}
        errors={actionData?.errors}
        message={actionData?.message}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
