// /:website/customer/account/address/create: a new saved address.

import { useActionData } from 'react-router';
import { AddressFormPage } from '~/features/account/AddressFormPage';
import { accountMeta } from '~/features/account/account-meta';
import { loadNewAddressForm, submitAddress } from '~/features/account/address-actions.server';
import { useTranslation } from '~/i18n/react';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-address-create';

export const handle = {
  accountCrumbs: [{ key: 'account.nav.address_book', to: 'address/' }, { key: 'account.address.add' }],
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewAddressForm(
    getShopContext(context),
    getGuardedCustomer(context),
    getRequestLocale(request, context),
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return submitAddress(request, getShopContext(context), getRequestLocale(request, context), null);
}

export const meta = accountMeta('account.address.add');

export default function AddressCreate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  return <AddressFormPage title={t('account.address.add')} form={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
