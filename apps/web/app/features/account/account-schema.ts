// The shapes the account pages read from the API beyond the customer data the auth-with-update-data
// guard reloads (middleware/guarded-customer.server.ts): countries, the wishlist, and the answers of
// the account mutations (Magento 2.4.7).
import { z } from 'zod';
import { priceRangeSchema } from '~/lib/price-schema';

const text = z.string().nullable().optional();

export const updateCustomerSchema = z.object({
  updateCustomerV2: z.object({ customer: z.object({ email: text }) }).nullable(),
});
export const updateCustomerEmailSchema = z.object({
  updateCustomer: z.object({ customer: z.object({ email: text }) }).nullable(),
});
export const changePasswordSchema = z.object({
  changeCustomerPassword: z.object({ email: text }).nullable(),
});
export const sessionCheckSchema = z.object({ healthCheck: z.object({ email: text }).nullable() });
export const signInAgainSchema = z.object({
  generateCustomerToken: z.object({ token: z.string().nullable() }).nullable(),
});

export const addressCountriesSchema = z.object({
  countries: z
    .array(
      z
        .object({
          id: text,
          full_name_locale: text,
          available_regions: z
            .array(z.object({ id: z.number().nullable(), code: text, name: text }).nullable())
            .nullable()
            .optional(),
        })
        .nullable(),
    )
    .nullable(),
});

export const createAddressSchema = z.object({
  createCustomerAddress: z.object({ id: z.number().nullable() }).nullable(),
});
export const updateAddressSchema = z.object({
  updateCustomerAddress: z.object({ id: z.number().nullable() }).nullable(),
});
export const deleteAddressSchema = z.object({ deleteCustomerAddress: z.boolean().nullable() });

const imageSchema = z.object({ url: text, label: text }).nullable().optional();

const wishlistProductSchema = z.object({
  uid: z.string(),
  name: text,
  sku: text,
  url_key: text,
  url_suffix: text,
  stock_status: text,
  small_image: imageSchema,
  price_range: priceRangeSchema,
});

export const wishlistPageItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  added_at: text,
  product: wishlistProductSchema.nullable(),
  configurable_options: z
    .array(z.object({ option_label: text, value_label: text }).nullable())
    .nullable()
    .optional(),
  configured_variant: z
    .object({
      sku: text,
      stock_status: text,
      small_image: imageSchema,
      price_range: priceRangeSchema,
    })
    .nullable()
    .optional(),
});
export type ApiWishlistItem = z.output<typeof wishlistPageItemSchema>;

export const wishlistPageSchema = z.object({
  customer: z
    .object({
      wishlists: z.array(
        z
          .object({
            id: z.string().nullable(),
            items_count: z.number().nullable(),
            items_v2: z.object({ items: z.array(wishlistPageItemSchema.nullable()) }).nullable(),
          })
          .nullable(),
      ),
    })
    .nullable(),
});

const wishlistStateItemSchema = z.object({
  id: z.string(),
  product: z.object({ sku: text }).nullable(),
  configured_variant: z.object({ sku: text }).nullable().optional(),
});
export type ApiWishlistStateItem = z.output<typeof wishlistStateItemSchema>;

const wishlistStateListSchema = z.object({
  id: z.string().nullable(),
  items_v2: z.object({ items: z.array(wishlistStateItemSchema.nullable()) }).nullable(),
});

export const wishlistStateSchema = z.object({
  customer: z.object({ wishlists: z.array(wishlistStateListSchema.nullable()) }).nullable(),
});

const userErrorsSchema = z.array(z.object({ code: text, message: z.string() }).nullable());

export const addToWishlistSchema = z.object({
  addProductsToWishlist: z
    .object({
      wishlist: wishlistStateListSchema.extend({ items_count: z.number().nullable() }),
      user_errors: userErrorsSchema,
    })
    .nullable(),
});

export const removeFromWishlistSchema = z.object({
  removeProductsFromWishlist: z
    .object({
      wishlist: wishlistStateListSchema.extend({ items_count: z.number().nullable() }),
      user_errors: userErrorsSchema,
    })
    .nullable(),
});

const statusSchema = z.object({ status: text }).nullable();
export const subscribeSchema = z.object({ subscribeEmailToNewsletter: statusSchema });
export const unsubscribeSchema = z.object({ unsubscribeEmailFromNewsletter: statusSchema });
export const confirmSubscriptionSchema = z.object({ confirmNewsletterSubscription: statusSchema });
