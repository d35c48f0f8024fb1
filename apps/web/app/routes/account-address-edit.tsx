// /:website/customer/account/address/:id: edit a saved address. The address-exist guard (and the
// loader, which looks the id up among the customer's own addresses) send an unknown id or another
// customer's address back to the address book (spec §2).

import { redirect, useActionData } from 'react-router';
import { AddressFormPage } from '~/features/account/AddressFormPage';
import { accountMeta } from '~/features/account/account-meta';
import { accountPaths } from '~/features/account/account-paths';
import { loadAddressEditForm, submitAddress } from '~/features/account/address-actions.server';
import { useTranslation } from '~/i18n/react';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-address-edit';

export const middleware: Route.MiddlewareFunction[] = guards('address-exist');

export const handle = {
  accountCrumbs: [{ key: 'account.nav.address_book', to: 'address/' }, { key: 'account.address.edit_title' }],
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = getGuardedCustomer(context);
  return loadAddressEditForm(
    getShopContext(context),
    customer,
    getRequestLocale(request, context),
    params.id,
  );
}

/** The API refuses another customer's address id with its own message. */
export function action({ request, context, params }: Route.ActionArgs) {
  const shop = getShopContext(context);
  if (!/^\d+$/.test(params.id)) throw redirect(accountPaths.addressBook(shop.website));
  return submitAddress(request, shop, getRequestLocale(request, context), Number(params.id));
}

export const meta = accountMeta('account.address.edit_title');

export default function AddressEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  return (
    <AddressFormPage
      key={loaderData.id}
      title={t('account.address.edit_title')}
      form={loaderData}
      answer={actionData}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
