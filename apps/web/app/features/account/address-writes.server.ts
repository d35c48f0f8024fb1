// The address book's writes: createCustomerAddress / updateCustomerAddress / deleteCustomerAddress.
import type { CustomerAddressInput } from '~/lib/address/address-form';
import { actionMessage, type FormMessage } from '~/lib/customer/account-api.server';
import {
  CreateAccountAddressDocument,
  DeleteAccountAddressDocument,
  UpdateAccountAddressDocument,
} from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';

export type AddressWriteResult = { ok: true } | { ok: false; message: FormMessage };

export async function saveAddress(
  shop: ShopContext,
  id: number | null,
  input: CustomerAddressInput,
): Promise<AddressWriteResult> {
  const result =
    id == null
      ? await requestGraphQL(CreateAccountAddressDocument, { variables: { input }, scope: shop.headers })
      : await requestGraphQL(UpdateAccountAddressDocument, { variables: { id, input }, scope: shop.headers });
  if (result.ok) return { ok: true };
  const operation = id == null ? 'createCustomerAddress' : 'updateCustomerAddress';
  return { ok: false, message: actionMessage(result.error, operation, shop.website) };
}

export async function deleteAddress(shop: ShopContext, id: number): Promise<AddressWriteResult> {
  const result = await requestGraphQL(DeleteAccountAddressDocument, {
    variables: { id },
    scope: shop.headers,
  });
  if (!result.ok)
    return { ok: false, message: actionMessage(result.error, 'deleteCustomerAddress', shop.website) };
  if (!result.data.deleteCustomerAddress) return { ok: false, message: { key: 'error.default' } };
  return { ok: true };
}
