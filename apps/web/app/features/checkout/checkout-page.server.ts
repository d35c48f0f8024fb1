// The /checkout page's data and action: the cart, the checkout state (checkout-state.ts) built
// from it and the checkout cookie, the countries an address may use, and a customer's saved
// addresses. An empty or missing cart goes home (the empty-cart guard does that before the loader;
// this covers a cart that emptied meanwhile, e.g. in another tab).
import { redirect } from 'react-router';
import { addressBook, loadCountryOptions, selectedCountryId } from '~/lib/address/address-book.server';
import type { CountryOption } from '~/lib/address/address-form';
import type { AddressView } from '~/lib/address/address-view';
import { getCustomerAccount } from '~/lib/customer/customer-data.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import { checkoutAction } from './checkout-action.server';
import { loadCheckoutCart } from './checkout-api.server';
import { readChoices } from './checkout-choices.server';
import { type CheckoutState, checkoutState } from './checkout-state';
import type { CheckoutCart } from './checkout-types';

export interface CheckoutPageData {
  website: string;
  isGuest: boolean;
  cart: CheckoutCart;
  state: CheckoutState;
  countries: CountryOption[];
  savedAddresses: AddressView[];
  /** Where a new address starts: the shopper's chosen shipping country. */
  defaultCountry: string;
  customerName: { firstname: string; lastname: string };
}

async function requireCart(request: Request, shop: ShopContext): Promise<CheckoutCart> {
  const loaded = await loadCheckoutCart(request, shop);
  if (!loaded.ok) {
    if (loaded.error) {
      throwIfSessionExpired(loaded.error, shop.website);
      console.error(`API call cart failed (${loaded.error.kind}): ${loaded.error.message}`);
    }
    throw redirect(websiteHome(shop.website));
  }
  if (loaded.cart.total_quantity <= 0) throw redirect(websiteHome(shop.website));
  return loaded.cart;
}

async function savedAddressesOf(shop: ShopContext, locale: string) {
  if (!shop.headers.authToken) return { addresses: [], name: { firstname: '', lastname: '' } };
  const result = await getCustomerAccount(shop.headers);
  if (!result.ok) {
    throwIfSessionExpired(result.error, shop.website);
    return { addresses: [], name: { firstname: '', lastname: '' } };
  }
  const customer = result.data.customer;
  if (!customer) return { addresses: [], name: { firstname: '', lastname: '' } };
  return {
    addresses: addressBook(customer, locale),
    name: { firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' },
  };
}

export async function loadCheckoutPage(
  request: Request,
  shop: ShopContext,
  locale: string,
): Promise<CheckoutPageData> {
  const cart = await requireCart(request, shop);
  const isGuest = !shop.headers.authToken;
  const keep = [cart.shipping_addresses[0]?.country?.code, cart.billing_address?.country?.code];
  const [countries, saved] = await Promise.all([
    loadCountryOptions(shop, locale, keep),
    savedAddressesOf(shop, locale),
  ]);
  const state = checkoutState(cart, readChoices(request, cart.id), {
    isGuest,
    requestedStep: new URL(request.url).searchParams.get('step'),
  });
  return {
    website: shop.website,
    isGuest,
    cart,
    state,
    countries,
    savedAddresses: saved.addresses,
    defaultCountry: selectedCountryId(shop),
    customerName: saved.name,
  };
}

export async function submitCheckout(request: Request, shop: ShopContext, locale: string) {
  const cart = await requireCart(request, shop);
  return checkoutAction({ request, shop, locale, cart, choices: readChoices(request, cart.id) });
}
