// /:website/customer/account/address/: the address book, and the deletion its confirmation posts.
import { useActionData } from 'react-router';
import { AddressBookPage } from '~/features/account/AddressBookPage';
import { accountMeta } from '~/features/account/account-meta';
import { submitAddressDelete } from '~/features/account/address-actions.server';
import { getRequestLocale } from '~/i18n/request-locale.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { addressBook } from '~/lib/address/address-book.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getGuardedCustomer } from '~/middleware/guarded-customer.server';
import type { Route } from './+types/account-address-book';

export const handle = { accountCrumbs: [{ key: 'account.nav.address_book' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  const { website } = getShopContext(context);
  return { website, addresses: addressBook(getGuardedCustomer(context), getRequestLocale(request, context)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitAddressDelete(request, getShopContext(context));
}

export const meta = accountMeta('account.nav.address_book');

export default function AddressBook({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return (
    <AddressBookPage
      website={loaderData.website}
      addresses={loaderData.addresses}
      message={actionData?.message}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
