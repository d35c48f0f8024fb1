// Cart steps the pricing API tests take (addresses, shipping method, coupon) and the price fields
// they read. The catalogue and cart basics come from the cart tests' fixtures.

import { type Any, CART_FIELDS, MONEY } from '../cart/fixtures.ts';
import type { TestApi } from '../support/api-client.ts';

/** The cart's fields of the cart tests, plus fixed product taxes and the selected shipping charge. */
export const PRICES = `${CART_FIELDS}
  items { prices { fixed_product_taxes { label amount { ${MONEY} } } } }
  shipping_addresses {
    selected_shipping_method {
      carrier_code amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} }
    }
  }`;

export async function cartPrices(
  api: TestApi,
  cartId: string,
  headers: Record<string, string>,
): Promise<Any> {
  const res = await api.gql<{ cart: Any }>(`query($id: String!) { cart(cart_id: $id) { ${PRICES} } }`, {
    variables: { id: cartId },
    headers,
  });
  if (res.errors) throw new Error(res.errors[0]?.message);
  return res.data?.cart;
}

export async function shipTo(
  api: TestApi,
  cartId: string,
  address: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<void> {
  const res = await api.gql(
    `mutation($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
    }`,
    { variables: { id: cartId, address }, headers },
  );
  if (res.errors) throw new Error(res.errors[0]?.message);
}

export async function chooseShipping(
  api: TestApi,
  cartId: string,
  carrier: string,
  headers: Record<string, string>,
) {
  const res = await api.gql(
    `mutation($id: String!, $carrier: String!) {
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $carrier }] }) { cart { id } }
    }`,
    { variables: { id: cartId, carrier }, headers },
  );
  if (res.errors) throw new Error(res.errors[0]?.message);
}

export function applyCoupon(api: TestApi, cartId: string, code: string, headers: Record<string, string>) {
  return api.gql<{ applyCouponToCart: { cart: { applied_coupons: { code: string }[] | null } } }>(
    `mutation($id: String!, $code: String!) {
      applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } }
    }`,
    { variables: { id: cartId, code }, headers },
  );
}

/** `{label: value}` of a list of labelled amounts, for short expectations. */
export function labelled(
  list: { label: string; amount: { value: number } }[] | null,
): Record<string, number> {
  return Object.fromEntries((list ?? []).map((x) => [x.label, x.amount.value]));
}
