// Magento's Money and PriceRange as the API sends them, shared by every storefront query that
// shows product prices (listings, product page, most viewed).
import { z } from 'zod';

export const moneySchema = z.object({ value: z.number().nullable(), currency: z.string().nullable() });

const productPriceSchema = z.object({
  regular_price: moneySchema,
  final_price: moneySchema,
  discount: z.object({ amount_off: z.number().nullable(), percent_off: z.number().nullable() }).nullable(),
});

export const priceRangeSchema = z.object({
  minimum_price: productPriceSchema,
  maximum_price: productPriceSchema.nullable(),
});
