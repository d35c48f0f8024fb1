// A checkout cart as the API answers it, for the unit tests: one item, nothing chosen yet.
import type { CurrencyEnum, MoneyFragment } from '~/lib/graphql/generated';
import type { CheckoutCart } from './checkout-types';

const money = (value: number, currency: CurrencyEnum = 'USD'): MoneyFragment => ({ value, currency });

export const SHIPPING_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: null,
  street: ['12 Baker Street'],
  city: 'London',
  postcode: 'NW1 6XE',
  telephone: '+44 20 7946 0000',
  region: { region_id: null, code: null, label: null },
  country: { code: 'GB', label: 'United Kingdom' },
};

export function testCart(overrides: Partial<CheckoutCart> = {}): CheckoutCart {
  return {
    id: 'a'.repeat(32),
    email: null,
    is_virtual: false,
    total_quantity: 1,
    applied_coupons: [],
    items: [
      {
        uid: 'MQ==',
        quantity: 1,
        product: { name: 'Oak chair', sku: 'chair-oak', url_key: 'oak-chair', thumbnail: null },
        prices: { row_total: money(120), row_total_including_tax: money(120) },
        customizable_options: [],
      },
    ],
    prices: {
      grand_total: money(120),
      subtotal_excluding_tax: money(120),
      subtotal_including_tax: money(120),
      subtotal_with_discount_excluding_tax: money(120),
      applied_taxes: [],
      discounts: [],
    },
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [
      { code: 'checkmo', title: 'Check / Money order', prompt_message: 'Make the check payable to Atrium.' },
      { code: 'cashondelivery', title: 'Cash on delivery', prompt_message: null },
    ],
    selected_payment_method: { code: '', title: '' },
    ...overrides,
  };
}

export function withShipping(cart: CheckoutCart, selected: boolean): CheckoutCart {
  const flatrate = {
    carrier_code: 'flatrate',
    carrier_title: 'Flat rate',
    method_code: 'flatrate',
    method_title: 'Fixed',
    available: true,
    error_message: null,
    prompt_message: null,
    amount: money(10),
    price_excl_tax: money(10),
    price_incl_tax: money(10),
  };
  return {
    ...cart,
    shipping_addresses: [
      {
        ...SHIPPING_ADDRESS,
        customer_notes: null,
        available_shipping_methods: [flatrate],
        selected_shipping_method: selected ? { ...flatrate, method_code: 'flatrate' } : null,
      },
    ],
  };
}
