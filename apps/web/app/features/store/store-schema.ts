// Store configuration and currency of the current store view (apps/api store.graphql, directory.graphql).
import { z } from 'zod';

export const storeConfigSchema = z.object({
  store_code: z.string().nullable(),
  website_code: z.string().nullable(),
  locale: z.string().nullable(),
  default_title: z.string().nullable(),
  default_description: z.string().nullable(),
  head_shortcut_icon: z.string().nullable(),
  header_logo_src: z.string().nullable(),
  logo_alt: z.string().nullable(),
  logo_width: z.number().nullable(),
  logo_height: z.number().nullable(),
  welcome: z.string().nullable(),
  copyright: z.string().nullable(),
  cms_home_page: z.string().nullable(),
  show_cms_breadcrumbs: z.number().nullable(),
  secure_base_url: z.string().nullable(),
  list_mode: z.string().nullable(),
  grid_per_page: z.number().nullable(),
  grid_per_page_values: z.string().nullable(),
  list_per_page: z.number().nullable(),
  list_per_page_values: z.string().nullable(),
  catalog_default_sort_by: z.string().nullable(),
  root_category_uid: z.string().nullable(),
  category_url_suffix: z.string().nullable(),
  product_url_suffix: z.string().nullable(),
  // Customer accounts: the password policy the sign-up and new-password forms check, and whether
  // the sign-up form offers the newsletter.
  minimum_password_length: z.string().nullish(),
  required_character_classes_number: z.string().nullish(),
  newsletter_enabled: z.boolean().nullish(),
  // Shopping Cart Display Settings (features/cart/tax-display.ts): 1 excl. tax, 2 incl. tax, 3 both.
  shopping_cart_display_price: z.number().nullish(),
  shopping_cart_display_subtotal: z.number().nullish(),
  shopping_cart_display_shipping: z.number().nullish(),
  shopping_cart_display_zero_tax: z.boolean().nullish(),
});

export const currencySchema = z.object({
  available_currency_codes: z.array(z.string().nullable()).nullable(),
  base_currency_code: z.string().nullable(),
  default_display_currency_code: z.string().nullable(),
  current_display_currency_code: z.string().nullable(),
  exchange_rates: z
    .array(z.object({ currency_to: z.string().nullable(), rate: z.number().nullable() }).nullable())
    .nullable(),
});

export const storeShellSchema = z.object({
  storeConfig: storeConfigSchema.nullable(),
  currency: currencySchema.nullable(),
});

export type StoreConfig = z.infer<typeof storeConfigSchema>;
export type CurrencyData = z.infer<typeof currencySchema>;
