// The address pages' loaders and actions: the form's data for a new or a saved address, saving it
// (back to the address book with a success message) and deleting one. Saved addresses come from the
// customer the auth-with-update-data guard reloaded for this request.
import { data, redirect } from 'react-router';
import { loadCountryOptions, selectedCountryId } from '~/lib/address/address-book.server';
import {
  type AddressFormErrors,
  type AddressFormValues,
  type CountryOption,
  readAddressForm,
  validateAddressForm,
} from '~/lib/address/address-form';
import { addressFormValues } from '~/lib/address/address-view';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CustomerAccount } from '~/middleware/guarded-customer.server';
import { accountPaths } from './account-paths';
import { deleteAddress, saveAddress } from './address-writes.server';

export interface AddressFormData {
  website: string;
  values: AddressFormValues;
  countries: CountryOption[];
  isDefault: { billing: boolean; shipping: boolean };
}

export async function loadNewAddressForm(
  shop: ShopContext,
  customer: CustomerAccount,
  locale: string,
): Promise<AddressFormData> {
  const countries = await loadCountryOptions(shop, locale);
  const values = addressFormValues(null, {
    firstname: customer.firstname,
    lastname: customer.lastname,
    countryCode: selectedCountryId(shop),
  });
  // The first address becomes the default billing and shipping address anyway (the API's rule).
  const isFirst = !customer.addresses?.some(Boolean);
  return {
    website: shop.website,
    values: { ...values, defaultBilling: isFirst, defaultShipping: isFirst },
    countries,
    isDefault: { billing: false, shipping: false },
  };
}

/**
 * The edit form of a saved address. The address-exist guard has already sent an unknown id or
 * another customer's address back to the book; this checks again against the same data.
 */
export async function loadAddressEditForm(
  shop: ShopContext,
  customer: CustomerAccount,
  locale: string,
  id: string | undefined,
) {
  const address = customer.addresses?.find((item) => item?.id != null && String(item.id) === id);
  if (!address?.id) throw redirect(accountPaths.addressBook(shop.website));
  const countries = await loadCountryOptions(shop, locale, [address.country_code]);
  return {
    website: shop.website,
    id: address.id,
    values: addressFormValues(address),
    countries,
    isDefault: { billing: Boolean(address.default_billing), shipping: Boolean(address.default_shipping) },
  };
}

export interface AddressActionData {
  errors: AddressFormErrors;
  message?: FormMessage;
  values: AddressFormValues;
}

/** Validates and saves the posted address: back to the book with a message, or the form's errors. */
export async function submitAddress(request: Request, shop: ShopContext, locale: string, id: number | null) {
  const values = readAddressForm(await request.formData());
  const countries = await loadCountryOptions(shop, locale, [values.countryCode]);
  const checked = validateAddressForm(values, countries);
  if (!checked.ok) return data<AddressActionData>({ errors: checked.errors, values }, { status: 400 });
  const saved = await saveAddress(shop, id, checked.input);
  if (!saved.ok)
    return data<AddressActionData>({ errors: {}, message: saved.message, values }, { status: 400 });
  const flash = flashCookie(request, { type: 'success', key: 'account.address.saved' });
  return redirect(accountPaths.addressBook(shop.website), { headers: { 'Set-Cookie': flash } });
}

export interface DeleteActionData {
  message: FormMessage;
}

export async function submitAddressDelete(request: Request, shop: ShopContext) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (!/^\d+$/.test(id))
    return data<DeleteActionData>({ message: { key: 'error.default' } }, { status: 400 });
  const deleted = await deleteAddress(shop, Number(id));
  if (!deleted.ok) return data<DeleteActionData>({ message: deleted.message }, { status: 400 });
  const flash = flashCookie(request, { type: 'success', key: 'account.address.deleted' });
  return redirect(accountPaths.addressBook(shop.website), { headers: { 'Set-Cookie': flash } });
}
