// Shapes of the cart the checkout reads (checkout-cart.graphql: Magento 2.4.7's Cart plus the
// spec's prompt messages on shipping and payment methods) and of the checkout mutations' answers.
import { z } from 'zod';
import { cartPricesSchema } from '~/features/cart/cart-schema';
import { moneySchema } from '~/lib/price-schema';

const text = z.string().nullable().optional();

export const cartAddressSchema = z.object({
  firstname: text,
  lastname: text,
  company: text,
  street: z.array(z.string().nullable()).nullable(),
  city: text,
  postcode: text,
  telephone: text,
  region: z.object({ region_id: z.number().nullable(), code: text, label: text }).nullable().optional(),
  country: z.object({ code: text, label: text }).nullable().optional(),
});

export const shippingMethodSchema = z.object({
  carrier_code: z.string(),
  carrier_title: text,
  method_code: z.string().nullable(),
  method_title: text,
  available: z.boolean(),
  error_message: text,
  prompt_message: text,
  amount: moneySchema,
  price_excl_tax: moneySchema.nullable().optional(),
  price_incl_tax: moneySchema.nullable().optional(),
});

const shippingAddressSchema = cartAddressSchema.extend({
  customer_notes: text,
  available_shipping_methods: z.array(shippingMethodSchema.nullable()).nullable(),
  selected_shipping_method: z
    .object({
      carrier_code: z.string(),
      carrier_title: text,
      method_code: z.string(),
      method_title: text,
      amount: moneySchema,
      price_excl_tax: moneySchema.nullable().optional(),
      price_incl_tax: moneySchema.nullable().optional(),
    })
    .nullable(),
});

const cartItemSchema = z.object({
  uid: z.string(),
  quantity: z.number(),
  product: z.object({
    name: text,
    sku: text,
    url_key: text,
    thumbnail: z.object({ url: text, label: text }).nullable().optional(),
  }),
  prices: z
    .object({ row_total: moneySchema, row_total_including_tax: moneySchema.nullable().optional() })
    .nullable()
    .optional(),
  configurable_options: z
    .array(z.object({ option_label: text, value_label: text }).nullable())
    .nullable()
    .optional(),
  customizable_options: z
    .array(
      z
        .object({
          label: text,
          values: z.array(z.object({ label: text, value: text }).nullable()).nullable(),
        })
        .nullable(),
    )
    .nullable()
    .optional(),
});

export const paymentMethodSchema = z.object({ code: z.string(), title: z.string(), prompt_message: text });

export const checkoutCartSchema = z.object({
  id: z.string(),
  email: text,
  is_virtual: z.boolean(),
  total_quantity: z.number(),
  applied_coupons: z.array(z.object({ code: z.string() }).nullable()).nullable(),
  items: z.array(cartItemSchema.nullable()).nullable(),
  prices: cartPricesSchema.nullable(),
  shipping_addresses: z.array(shippingAddressSchema.nullable()),
  billing_address: cartAddressSchema.nullable(),
  available_payment_methods: z.array(paymentMethodSchema.nullable()).nullable(),
  selected_payment_method: z.object({ code: z.string(), title: z.string().nullable() }).nullable(),
});

export type CheckoutCart = z.output<typeof checkoutCartSchema>;
export type CartAddress = z.output<typeof cartAddressSchema>;
export type ShippingMethod = z.output<typeof shippingMethodSchema>;
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

export const guestCartSchema = z.object({ cart: checkoutCartSchema.nullable() });
export const customerCartSchema = z.object({ customerCart: checkoutCartSchema.nullable() });

/** placeOrder: 2.4.7's output with business failures as data, plus Atrium's redirect_url. */
export const placeOrderSchema = z.object({
  placeOrder: z
    .object({
      order: z.object({ order_number: z.string(), redirect_url: text }).nullable(),
      errors: z.array(z.object({ code: z.string(), message: z.string() }).nullable()).nullable(),
    })
    .nullable(),
});

/** Any cart mutation whose answer the checkout does not read (it reloads the cart instead). */
export const cartMutationSchema = z.record(z.string(), z.unknown());
