// The checkout choices on a cart — guest e-mail, shipping and billing addresses, shipping method,
// payment method, coupon, comment — with the totals they lead to and each refusal's message.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CALIFORNIA,
  errorOf,
  INT,
  MONEY,
  newCart,
  ok,
  useCartCatalogue,
} from './fixtures.ts';

const api = useTestApi();
const P = 'CK';
useCartCatalogue(api, P);

const CHECKOUT_FIELDS = `
  id email comment
  shipping_addresses {
    uid firstname lastname street city postcode telephone customer_notes
    country { code label } region { code label region_id }
    available_shipping_methods {
      carrier_code method_code carrier_title method_title available error_message
      amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} }
    }
    selected_shipping_method { carrier_code method_code amount { ${MONEY} } price_incl_tax { ${MONEY} } }
  }
  billing_address { firstname city country { code } region { code } }
  available_payment_methods { code title is_deferred prompt_message }
  selected_payment_method { code title purchase_order_number }
  applied_coupons { code }
  applied_coupon { code }
  prices {
    grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } subtotal_with_discount_excluding_tax { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } }
    discounts { label amount { ${MONEY} } }
    discount { label amount { ${MONEY} } }
  }`;

function call(name: string, inputType: string) {
  return async (input: Record<string, unknown>, headers: Record<string, string> = INT) =>
    api.gql<Record<string, { cart: Any }>>(
      `mutation($input: ${inputType}) { ${name}(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`,
      { variables: { input }, headers },
    );
}

const setEmail = call('setGuestEmailOnCart', 'SetGuestEmailOnCartInput');
const setShipping = call('setShippingAddressesOnCart', 'SetShippingAddressesOnCartInput');
const setBilling = call('setBillingAddressOnCart', 'SetBillingAddressOnCartInput');
const setMethod = call('setShippingMethodsOnCart', 'SetShippingMethodsOnCartInput');
const setPayment = call('setPaymentMethodOnCart', 'SetPaymentMethodOnCartInput');
const applyCoupon = call('applyCouponToCart', 'ApplyCouponToCartInput');
const removeCoupon = call('removeCouponFromCart', 'RemoveCouponFromCartInput');
const addComment = call('addCommentToCart', 'AddCommentToCartInput!');

async function tableCart(qty = 1): Promise<string> {
  const id = await newCart(api);
  await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: qty }]);
  return id;
}

const cartOf = (res: Awaited<ReturnType<typeof setEmail>>) => Object.values(ok(res))[0]?.cart as Any;

describe('guest e-mail', () => {
  it('is stored lower-cased, and an invalid one is refused', async () => {
    const id = await tableCart();
    expect(cartOf(await setEmail({ cart_id: id, email: ' Ada@Example.COM ' })).email).toBe('ada@example.com');
    expect(errorOf(await setEmail({ cart_id: id, email: 'not-an-email' }))).toEqual({
      message: 'Invalid email format',
      category: 'graphql-input',
    });
    expect(errorOf(await setEmail({ cart_id: id, email: '' })).message).toBe(
      'Required parameter "email" is missing',
    );
  });
});

describe('shipping address, method and totals', () => {
  it('sets an address, lists the carriers, takes a method and prices tax and shipping', async () => {
    const id = await tableCart();
    const withAddress = cartOf(
      await setShipping({
        cart_id: id,
        shipping_addresses: [
          { address: { ...CALIFORNIA, country_code: 'us' }, customer_notes: 'Ring twice' },
        ],
      }),
    );
    const [address] = withAddress.shipping_addresses;
    expect(address).toMatchObject({
      firstname: 'Ada',
      street: ['1 Market Street'],
      customer_notes: 'Ring twice',
      country: { code: 'US', label: 'United States' },
      region: { code: 'CA' },
      selected_shipping_method: null,
    });
    const flat = address.available_shipping_methods.find((m: Any) => m.carrier_code === 'flatrate');
    expect(flat).toMatchObject({
      method_code: 'flatrate',
      available: true,
      amount: { value: 15, currency: 'USD' },
    });
    // California taxes shipping: 15 + 7.25 %
    expect(flat.price_excl_tax).toEqual({ value: 15, currency: 'USD' });
    expect(flat.price_incl_tax).toEqual({ value: 16.09, currency: 'USD' });

    const chosen = cartOf(
      await setMethod({
        cart_id: id,
        shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
      }),
    );
    expect(chosen.shipping_addresses[0].selected_shipping_method).toMatchObject({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      amount: { value: 15, currency: 'USD' },
    });
    const prices = chosen.prices;
    expect(prices.subtotal_excluding_tax.value).toBe(80);
    expect(prices.applied_taxes.map((t: Any) => t.label)).toEqual(['Sales tax CA 7.25%']);
    const tax = prices.applied_taxes[0].amount.value;
    expect(tax).toBeGreaterThan(5.8);
    expect(prices.grand_total.value).toBeCloseTo(80 + 15 + tax, 2);
  });

  it('uses a new address for billing with same_as_shipping and follows later shipping changes', async () => {
    const id = await tableCart();
    await setShipping({ cart_id: id, shipping_addresses: [{ address: CALIFORNIA }] });
    expect(
      cartOf(await setBilling({ cart_id: id, billing_address: { same_as_shipping: true } })).billing_address,
    ).toMatchObject({ city: 'San Francisco', region: { code: 'CA' } });
    const moved = cartOf(
      await setShipping({
        cart_id: id,
        shipping_addresses: [{ address: { ...CALIFORNIA, city: 'Austin', region: 'TX' } }],
      }),
    );
    expect(moved.billing_address).toMatchObject({ city: 'Austin', region: { code: 'TX' } });
  });

  it("answers Magento's messages for shipping input and for a method nobody offers", async () => {
    const id = await tableCart();
    const cases: [Record<string, unknown>, string][] = [
      [{ cart_id: id, shipping_addresses: [] }, 'Required parameter "shipping_addresses" is missing'],
      [
        { cart_id: id, shipping_addresses: [{ address: CALIFORNIA }, { address: CALIFORNIA }] },
        'You cannot specify multiple shipping addresses.',
      ],
      [
        { cart_id: id, shipping_addresses: [{}] },
        'The shipping address must contain either "customer_address_id" or "address".',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: CALIFORNIA, customer_address_id: 1 }] },
        'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: { ...CALIFORNIA, street: ['a', 'b', 'c'] } }] },
        '"Street Address" cannot contain more than 2 lines.',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: { ...CALIFORNIA, country_code: 'XX' } }] },
        'Country is not available',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: { ...CALIFORNIA, region: null } }] },
        'Region is required.',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: { ...CALIFORNIA, region: null, region_id: 1 } }] },
        'The region_id does not match the selected country or region',
      ],
      [
        { cart_id: id, shipping_addresses: [{ address: { ...CALIFORNIA, city: ' ' } }] },
        '"city" is required. Enter and try again.',
      ],
    ];
    for (const [input, message] of cases) expect(errorOf(await setShipping(input)).message).toBe(message);
    expect(
      errorOf(await setShipping({ cart_id: id, shipping_addresses: [{ customer_address_id: 1 }] })),
    ).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });

    expect(
      errorOf(
        await setMethod({
          cart_id: id,
          shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
        }),
      ).message,
    ).toBe('The shipping address is missing. Set the address and try again.');
    await setShipping({ cart_id: id, shipping_addresses: [{ address: CALIFORNIA }] });
    expect(
      errorOf(
        await setMethod({ cart_id: id, shipping_methods: [{ carrier_code: 'ups', method_code: 'ground' }] }),
      ).message,
    ).toBe('Carrier with such method not found: ups, ground');
    expect(errorOf(await setMethod({ cart_id: id, shipping_methods: [] })).message).toBe(
      'Required parameter "shipping_methods" is missing',
    );
    const empty = await newCart(api);
    expect(
      errorOf(
        await setMethod({
          cart_id: empty,
          shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
        }),
      ).message,
    ).toBe("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
  });

  it("answers Magento's messages for billing input", async () => {
    const id = await tableCart();
    expect(errorOf(await setBilling({ cart_id: id, billing_address: {} })).message).toBe(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
    expect(
      errorOf(await setBilling({ cart_id: id, billing_address: { same_as_shipping: true } })).message,
    ).toBe('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    const both = cartOf(
      await setBilling({ cart_id: id, billing_address: { address: CALIFORNIA, use_for_shipping: true } }),
    );
    expect(both.shipping_addresses[0].city).toBe('San Francisco');
  });
});

describe('payment method', () => {
  it("offers the region's methods and stores a valid choice", async () => {
    const id = await tableCart();
    expect(errorOf(await setPayment({ cart_id: id, payment_method: { code: 'checkmo' } })).message).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
    const withAddress = cartOf(
      await setShipping({ cart_id: id, shipping_addresses: [{ address: CALIFORNIA }] }),
    );
    const codes = withAddress.available_payment_methods.map((m: Any) => m.code);
    expect(codes).toContain('checkmo');
    expect(withAddress.selected_payment_method).toEqual({ code: '', title: '', purchase_order_number: null });
    const paid = cartOf(await setPayment({ cart_id: id, payment_method: { code: 'checkmo' } }));
    expect(paid.selected_payment_method).toMatchObject({ code: 'checkmo', title: 'Check / Money order' });
    expect(errorOf(await setPayment({ cart_id: id, payment_method: { code: 'bitcoin' } })).message).toBe(
      'The requested Payment Method is not available.',
    );
    expect(errorOf(await setPayment({ cart_id: id, payment_method: { code: '' } })).message).toBe(
      'Required parameter "code" for "payment_method" is missing.',
    );
  });
});

describe('coupons', () => {
  it('applies a valid coupon with its discount, refuses a second one and removes it', async () => {
    const id = await tableCart(2);
    const discounted = cartOf(await applyCoupon({ cart_id: id, coupon_code: 'WELCOME10' }));
    expect(discounted.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(discounted.applied_coupon).toEqual({ code: 'WELCOME10' });
    expect(discounted.prices.discounts).toEqual([
      { label: 'Welcome 10% off', amount: { value: 16, currency: 'USD' } },
    ]);
    expect(discounted.prices.discount).toEqual({
      label: ['Welcome 10% off'],
      amount: { value: -16, currency: 'USD' },
    });
    expect(discounted.prices.subtotal_with_discount_excluding_tax.value).toBe(144);

    expect(errorOf(await applyCoupon({ cart_id: id, coupon_code: 'LUCKY100' }))).toEqual({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      category: 'graphql-input',
    });
    const removed = cartOf(await removeCoupon({ cart_id: id }));
    expect(removed.applied_coupons).toBeNull();
    expect(removed.prices.discounts).toEqual([]);
    expect(removed.prices.discount).toBeNull();
    // removing again is fine
    expect(cartOf(await removeCoupon({ cart_id: id })).applied_coupons).toBeNull();
  });

  it('drops a coupon the rules no longer accept, so that another can be applied', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 8 }]);
    expect(cartOf(await applyCoupon({ cart_id: id, coupon_code: 'SAVE50' })).applied_coupons).toEqual([
      { code: 'SAVE50' },
    ]);
    const smaller = await api.gql<{ updateCartItems: Any }>(
      'mutation($id: String!, $uid: ID) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 5 }] }) { cart { applied_coupons { code } } } }',
      { variables: { id, uid: out.cart.items[0].uid }, headers: INT },
    );
    // 5 × 70 is below SAVE50's minimum subtotal of 500
    expect(ok(smaller).updateCartItems.cart.applied_coupons).toBeNull();
    expect(cartOf(await applyCoupon({ cart_id: id, coupon_code: 'WELCOME10' })).applied_coupons).toEqual([
      { code: 'WELCOME10' },
    ]);
  });

  it("refuses unknown codes and empty carts with Magento's messages", async () => {
    const id = await tableCart();
    expect(errorOf(await applyCoupon({ cart_id: id, coupon_code: 'NOPE' }))).toEqual({
      message: "The coupon code isn't valid. Verify the code and try again.",
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await applyCoupon({ cart_id: id, coupon_code: '' })).message).toBe(
      'Required parameter "coupon_code" is missing',
    );
    const empty = await newCart(api);
    expect(errorOf(await applyCoupon({ cart_id: empty, coupon_code: 'WELCOME10' }))).toEqual({
      message: 'Cart does not contain products.',
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await removeCoupon({ cart_id: empty })).message).toBe('Cart does not contain products');
  });
});

describe('comment', () => {
  it('is stored, cleared by an empty comment and limited in length', async () => {
    const id = await tableCart();
    expect(cartOf(await addComment({ cart_id: id, comment: ' Leave at the door ' })).comment).toBe(
      'Leave at the door',
    );
    expect(cartOf(await addComment({ cart_id: id, comment: '' })).comment).toBeNull();
    expect(errorOf(await addComment({ cart_id: id, comment: 'x'.repeat(2001) })).message).toBe(
      'The comment cannot be longer than 2000 characters.',
    );
  });
});
