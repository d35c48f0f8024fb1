// What the storefront shows of a cart: the API's cart turned into plain lines and totals for the
// header button, the sidebar and the cart page. The masked cart id stays on the server (it is the
// guest's key to the cart and lives in an HttpOnly cookie), so it is not part of the view.

import { bundleOptionLines } from '~/lib/cart/bundle-options';
import { type CartTotalsView, type MoneyAmount, money, toCartTotals } from '~/lib/cart/cart-totals';
import { type QuantityRules, quantityRules } from '~/lib/cart/quantity-rules';
import type { CartFieldsFragment } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';

/** The cart as the API answers it (CartFields in cart-fields.graphql). */
export type ApiCart = CartFieldsFragment;
export type ApiCartItem = ListItem<ApiCart['items']>;

export interface CartLineView {
  uid: string;
  name: string;
  sku: string;
  /** The configurable of a configurable line (whose `sku` is the chosen variant's); else null. */
  parentSku: string | null;
  href: string | null;
  image: { url: string; label: string } | null;
  quantity: number;
  rules: QuantityRules;
  /** Chosen configurable and custom options and a bundle's products, as "label: value". */
  options: { label: string; value: string }[];
  price: MoneyAmount | null;
  priceInclTax: MoneyAmount | null;
  rowTotal: MoneyAmount | null;
  rowTotalInclTax: MoneyAmount | null;
  discount: MoneyAmount | null;
  inStock: boolean;
  errors: string[];
  /**
   * The unit price was agreed in a proposal (issue 14): coupons and catalogue changes leave it,
   * and its quantity and options cannot change in the cart (only removing the line can).
   */
  agreed: boolean;
  /** A bundle line (its options are the products chosen); projects do not hold bundles. */
  bundle?: boolean;
}

export interface CartView {
  totalQuantity: number;
  lines: CartLineView[];
  coupon: string | null;
  comment: string;
  /** The order's gift message (Magento's Cart.gift_message), null when none. */
  giftMessage: { to: string; from: string; message: string } | null;
  giftReceipt: boolean;
  totals: CartTotalsView;
}

export const EMPTY_CART: CartView = {
  totalQuantity: 0,
  lines: [],
  coupon: null,
  comment: '',
  giftMessage: null,
  giftReceipt: false,
  totals: { subtotal: null, subtotalInclTax: null, discounts: [], taxes: [], grandTotal: null },
};

function lineOptions(item: ApiCartItem): CartLineView['options'] {
  const configurable = (item.__typename === 'ConfigurableCartItem' ? item.configurable_options : []).flatMap(
    (option) => (option ? [{ label: option.option_label ?? '', value: option.value_label ?? '' }] : []),
  );
  const bundle = bundleOptionLines(item.__typename === 'BundleCartItem' ? item.bundle_options : []);
  const custom = ('customizable_options' in item ? (item.customizable_options ?? []) : []).flatMap(
    (option) => {
      if (!option) return [];
      const value = option.values
        .map((entry) => entry?.label || entry?.value || '')
        .filter(Boolean)
        .join(', ');
      return [{ label: option.label ?? '', value }];
    },
  );
  return [...configurable, ...bundle, ...custom];
}

/** storeConfig.configurable_thumbnail_source: the chosen variant's picture (`itself`) or the parent's. */
export type ThumbnailSource = 'itself' | 'parent';

export function toCartLine(
  item: ApiCartItem,
  website: string,
  productSuffix: string,
  thumbnailSource: ThumbnailSource = 'itself',
): CartLineView {
  const { product } = item;
  const variant = item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null;
  const ownPicture = thumbnailSource === 'itself' && variant?.thumbnail?.url;
  const thumbnail = ownPicture ? variant.thumbnail : product.thumbnail;
  const discount = money(item.prices?.total_item_discount);
  return {
    uid: item.uid,
    name: product.name ?? '',
    sku: variant?.sku ?? product.sku ?? '',
    parentSku: variant?.sku ? (product.sku ?? null) : null,
    href: product.url_key ? `/${website}/${product.url_key}${product.url_suffix ?? productSuffix}` : null,
    image: thumbnail?.url ? { url: thumbnail.url, label: thumbnail.label || product.name || '' } : null,
    quantity: item.quantity,
    rules: quantityRules(product.min_sale_qty, product.qty_increments),
    options: lineOptions(item),
    price: money(item.prices?.price),
    priceInclTax: money(item.prices?.price_including_tax),
    rowTotal: money(item.prices?.row_total),
    rowTotalInclTax: money(item.prices?.row_total_including_tax),
    discount: discount && discount.value > 0 ? discount : null,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    errors: (item.errors ?? []).flatMap((error) => (error?.message ? [error.message] : [])),
    agreed: item.prices?.is_agreed_price ?? false,
    bundle: item.__typename === 'BundleCartItem',
  };
}

export function toCartView(
  cart: ApiCart,
  website: string,
  productSuffix: string,
  thumbnailSource: ThumbnailSource = 'itself',
): CartView {
  return {
    totalQuantity: cart.total_quantity,
    lines: (cart.items ?? []).flatMap((item) =>
      item ? [toCartLine(item, website, productSuffix, thumbnailSource)] : [],
    ),
    coupon: cart.applied_coupons?.find(Boolean)?.code ?? null,
    comment: cart.comment ?? '',
    giftMessage: cart.gift_message
      ? { to: cart.gift_message.to, from: cart.gift_message.from, message: cart.gift_message.message }
      : null,
    giftReceipt: cart.gift_receipt_included ?? false,
    totals: toCartTotals(cart.prices),
  };
}
