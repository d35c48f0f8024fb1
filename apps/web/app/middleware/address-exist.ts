// Address edit guard (spec §2): the page needs an id parameter naming one of the customer's saved
// addresses; anything else goes to the address book. It reuses the customer that
// auth-with-update-data reloaded when that guard ran first, else asks the API for the address ids.
import { redirect } from 'react-router';
import { failSessionCheck } from '~/features/customer/session-failure.server';
import { getCustomerAddressIds } from '~/lib/customer/customer-data.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { findGuardedCustomer } from './guarded-customer.server';
import type { Guard } from './registry';

export function addressBookPath(website: string): string {
  return `/${website}/customer/account/address/`;
}

/** A positive integer id written plainly ("7", not "07", "7.0" or "7abc"), else null. */
export function parseAddressId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

async function savedAddressIds(args: Parameters<Guard>[0]): Promise<number[] | null> {
  const known = findGuardedCustomer(args.context);
  if (known) return (known.addresses ?? []).flatMap((address) => (address?.id ? [address.id] : []));
  const shop = getShopContext(args.context);
  if (!shop.headers.authToken) return null;
  const result = await getCustomerAddressIds(shop.headers);
  if (!result.ok) failSessionCheck('customer.addresses', result.error, shop.website);
  return (result.data.customer?.addresses ?? []).flatMap((address) => (address?.id ? [address.id] : []));
}

export const addressExist: Guard = async (args) => {
  const website = getShopContext(args.context).website;
  const id = parseAddressId(args.params.id);
  if (id === null) throw redirect(addressBookPath(website));
  const ids = await savedAddressIds(args);
  if (!ids?.includes(id)) throw redirect(addressBookPath(website));
};
