// Shapes of the customer's orders as the account pages read them (Magento 2.4.7 CustomerOrder plus
// the spec's partner_info).
import { z } from 'zod';
import { moneySchema } from '~/lib/price-schema';

const text = z.string().nullable().optional();

const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  order_date: z.string(),
  status: z.string(),
  total: z.object({ grand_total: moneySchema }).nullable(),
});

export const customerOrdersSchema = z.object({
  customer: z
    .object({
      orders: z
        .object({
          total_count: z.number().nullable(),
          page_info: z
            .object({
              current_page: z.number().nullable(),
              page_size: z.number().nullable(),
              total_pages: z.number().nullable(),
            })
            .nullable(),
          items: z.array(orderSummarySchema.nullable()),
        })
        .nullable(),
    })
    .nullable(),
});

const orderAddressSchema = z.object({
  firstname: text,
  lastname: text,
  company: text,
  street: z.array(z.string().nullable()).nullable(),
  city: text,
  region: text,
  postcode: text,
  country_code: text,
  telephone: text,
});

const taxItem = z.object({ title: text, amount: moneySchema });
const couponSchema = z.object({ code: z.string() });
// Magento's Discount of an order total: the rule's label and the coupon that gave it.
const discountSchema = z.object({
  label: text,
  amount: moneySchema,
  coupon: couponSchema.nullable().optional(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  applied_coupons: z.array(couponSchema.nullable()).nullable().optional(),
  shipping_method: text,
  billing_address: orderAddressSchema.nullable(),
  shipping_address: orderAddressSchema.nullable(),
  payment_methods: z
    .array(
      z
        .object({
          name: z.string(),
          type: z.string(),
          additional_data: z.array(z.object({ name: text, value: text }).nullable()).nullable(),
        })
        .nullable(),
    )
    .nullable(),
  items: z
    .array(
      z
        .object({
          id: z.string(),
          product_name: text,
          product_sku: z.string(),
          quantity_ordered: z.number().nullable(),
          product_sale_price: moneySchema,
          prices: z.object({ price_including_tax: moneySchema }).nullable().optional(),
          selected_options: z.array(z.object({ label: z.string(), value: z.string() }).nullable()).nullable(),
        })
        .nullable(),
    )
    .nullable(),
  total: z
    .object({
      subtotal: moneySchema,
      subtotal_incl_tax: moneySchema.optional(),
      total_shipping: moneySchema,
      shipping_handling: z.object({ amount_including_tax: moneySchema }).nullable().optional(),
      total_tax: moneySchema,
      taxes: z.array(taxItem.nullable()).nullable().optional(),
      discounts: z.array(discountSchema.nullable()).nullable().optional(),
      grand_total: moneySchema,
    })
    .nullable(),
  partner_info: z
    .object({
      email: text,
      firstname: text,
      lastname: text,
      middlename: text,
      reward: moneySchema.nullable(),
    })
    .nullable()
    .optional(),
});

export const customerOrderSchema = z.object({
  customer: z
    .object({ orders: z.object({ items: z.array(orderDetailSchema.nullable()) }).nullable() })
    .nullable(),
});

export type OrderSummary = z.output<typeof orderSummarySchema>;
export type OrderDetail = z.output<typeof orderDetailSchema>;
export type OrderAddress = z.output<typeof orderAddressSchema>;
