// The cart as the API sends it (CartFields in cart-fields.graphql, Magento 2.4.7 shapes) and the
// answers of the cart operations.
import { z } from 'zod';
import { moneySchema } from '~/lib/price-schema';

const text = z.string().nullable().optional();
const image = z.object({ url: text, label: text }).nullable().optional();

const customOptionSchema = z.object({
  id: z.number().nullable().optional(),
  label: text,
  values: z.array(z.object({ id: z.number().nullable().optional(), label: text, value: text }).nullable()),
});

export const cartItemSchema = z.object({
  __typename: z.string(),
  uid: z.string(),
  quantity: z.number(),
  errors: z
    .array(z.object({ code: text, message: z.string() }).nullable())
    .nullable()
    .optional(),
  product: z.object({
    uid: z.string(),
    name: text,
    sku: text,
    url_key: text,
    url_suffix: text,
    stock_status: text,
    min_sale_qty: z.number().nullable().optional(),
    qty_increments: z.number().nullable().optional(),
    thumbnail: image,
  }),
  prices: z
    .object({
      price: moneySchema,
      row_total: moneySchema,
      price_including_tax: moneySchema.nullable().optional(),
      row_total_including_tax: moneySchema.nullable().optional(),
      total_item_discount: moneySchema.nullable().optional(),
    })
    .nullable()
    .optional(),
  customizable_options: z.array(customOptionSchema.nullable()).optional(),
  configurable_options: z
    .array(
      z.object({ id: z.number().nullable().optional(), option_label: text, value_label: text }).nullable(),
    )
    .optional(),
  configured_variant: z.object({ sku: text, thumbnail: image }).nullable().optional(),
});

const labelledAmount = z.object({ label: text, amount: moneySchema.nullable() }).nullable();

/** CartPricesFields in cart-prices.graphql: the cart page's and the checkout's totals. */
export const cartPricesSchema = z.object({
  grand_total: moneySchema.nullable(),
  subtotal_excluding_tax: moneySchema.nullable(),
  subtotal_including_tax: moneySchema.nullable(),
  subtotal_with_discount_excluding_tax: moneySchema.nullable(),
  applied_taxes: z.array(labelledAmount).nullable(),
  discounts: z.array(labelledAmount).nullable(),
});

export const cartSchema = z.object({
  id: z.string(),
  total_quantity: z.number(),
  is_virtual: z.boolean().nullable().optional(),
  comment: text,
  applied_coupons: z
    .array(z.object({ code: z.string() }).nullable())
    .nullable()
    .optional(),
  items: z.array(cartItemSchema.nullable()).nullable(),
  prices: cartPricesSchema.nullable(),
});

export type ApiCart = z.infer<typeof cartSchema>;
export type ApiCartItem = z.infer<typeof cartItemSchema>;

export const cartDetailsSchema = z.object({ cart: cartSchema.nullable() });
export const customerCartIdSchema = z.object({ customerCart: z.object({ id: z.string() }) });
export const createEmptyCartSchema = z.object({ createEmptyCart: z.string().nullable() });

const cartOutput = z.object({ cart: cartSchema }).nullable();
export const addProductsSchema = z.object({
  addProductsToCart: z
    .object({
      cart: cartSchema,
      user_errors: z.array(z.object({ code: text, message: z.string() }).nullable()),
    })
    .nullable(),
});
export const updateItemsSchema = z.object({ updateCartItems: cartOutput });
export const removeItemSchema = z.object({ removeItemFromCart: cartOutput });
export const applyCouponSchema = z.object({ applyCouponToCart: cartOutput });
export const removeCouponSchema = z.object({ removeCouponFromCart: cartOutput });
export const addCommentSchema = z.object({ addCommentToCart: cartOutput });
export const mergeCartsSchema = z.object({
  mergeCarts: z.object({ id: z.string(), total_quantity: z.number() }).nullable(),
});
