// CONTRACT (issue 5): what place order reads from the cart and writes back. Owned by the cart
// helper; the checkout helper's placeOrder uses them.
import type { Decimal } from 'decimal.js';
import { Decimal as D } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { bundleDefinition } from '../catalog/product/bundle.ts';
import { productLoader } from '../catalog/product/loader.ts';
import type { QuoteTotals } from '../pricing/types.ts';
import { configurableOptions, customizableOptions } from '../wishlist/item-view.ts';
import { describeChoice, isBundleLine } from './bundle-line.ts';
import { cartForUser } from './cart-access.ts';
import { chargedProductId, movedAgreement, sameLine } from './cart-line.ts';
import { type CartState, isVirtualCart, loadCartState } from './cart-state.ts';
import { priceCart } from './quote.ts';
import {
  type CartAddressRow,
  type CartItemRow,
  type CartRow,
  deleteItems,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertItem,
  listItems,
  lockCart,
  setItemQty,
  updateCart,
} from './store.ts';
import type { BundleOptionSnapshot, GiftMessageValue } from './tables.ts';
import { unitFinalPrice } from './unit-price.ts';

export interface QuoteAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  countryCode: string;
  regionId: number | null;
  /** Region name as shown (directory name, or the free text for countries without a list). */
  region: string | null;
  regionCode: string | null;
  telephone: string | null;
  customerNotes: string | null;
  /** The address book entry it came from, else null. */
  customerAddressId: number | null;
  /** Save into the customer's address book when the order is placed. */
  saveInAddressBook: boolean;
}

export interface QuoteItemOption {
  /** Custom option or configurable attribute label, and the chosen value's label or entered text. */
  label: string;
  value: string;
}

export interface QuoteItem {
  id: number;
  /** The product charged and whose stock is taken: the variant of a configurable. */
  productId: number;
  /** The configurable parent, else null. */
  parentProductId: number | null;
  /** The order item's product type: simple, virtual, bundle, or configurable (a configurable's line). */
  productType: 'simple' | 'virtual' | 'configurable' | 'bundle';
  sku: string;
  name: string;
  qty: Decimal;
  /** Product's stock rules, for re-validation. */
  minSaleQty: Decimal;
  qtyIncrements: Decimal;
  options: QuoteItemOption[];
  /** The partner's reward per unit agreed with the line's price in a proposal, else null. */
  agreedPartnerReward: Decimal | null;
  /** A bundle's chosen products (their stock is taken, the order lists them), else []. */
  bundleOptions: QuoteBundleOption[];
}

/** A bundle's chosen option as the order keeps it (sales' OrderBundleOption). */
export type QuoteBundleOption = BundleOptionSnapshot;

export interface CheckoutQuote {
  cartId: number;
  maskedId: string;
  websiteId: number;
  storeViewId: number;
  customerId: number | null;
  /** The proposal whose agreed lines the cart holds (its order records it), else null. */
  estimateId: number | null;
  /** Guest e-mail, or the customer's. */
  email: string | null;
  comment: string | null;
  /** The gift options set on the cart (cart/gift-options.ts); the order keeps them. */
  gift: { message: GiftMessageValue | null; receipt: boolean; printedCard: boolean };
  isVirtual: boolean;
  items: QuoteItem[];
  shippingAddress: QuoteAddress | null;
  billingAddress: QuoteAddress | null;
  shippingMethod: { carrierCode: string; methodCode: string } | null;
  payment: { code: string; additionalData: Record<string, string> } | null;
  totals: QuoteTotals;
}

/** The context whose queries run on `db` (inside a transaction every read must use it). */
export function onHandle(ctx: RequestContext, db: Db): RequestContext {
  return db === ctx.db ? ctx : { ...ctx, db };
}

function quoteAddress(row: CartAddressRow | undefined): QuoteAddress | null {
  if (!row) return null;
  // Everything but the cart's own bookkeeping (the method is in shippingMethod).
  const { id, cartId, kind, vatId, sameAsShipping, carrierCode, methodCode, ...address } = row;
  return address;
}

/** The options of a line as label/value pairs (configurable attributes first, then custom options). */
async function lineOptions(ctx: RequestContext, item: CartItemRow): Promise<QuoteItemOption[]> {
  const chosen = {
    row: { productId: item.productId, childProductId: item.variantId, options: item.options },
  };
  const [configurable, custom] = await Promise.all([
    configurableOptions(ctx, chosen),
    customizableOptions(ctx, chosen),
  ]);
  return [
    ...configurable.map((o) => ({ label: o.option_label, value: o.value_label })),
    ...custom.map((o) => ({ label: o.label, value: o.values.map((v) => v.label || v.value).join(', ') })),
  ];
}

/** A bundle line's chosen products as the order keeps them (prices in the display currency). */
async function bundleOptions(ctx: RequestContext, item: CartItemRow): Promise<QuoteBundleOption[]> {
  if (!isBundleLine(item)) return [];
  const options = await describeChoice(ctx, item, (id, qty) => unitFinalPrice(ctx, id, qty));
  return options.map((option) => ({
    optionId: option.optionId,
    label: option.label,
    values: option.values.map((value) => ({
      selectionId: value.selectionId,
      productId: value.productId,
      sku: value.sku,
      name: value.name,
      qty: value.qty.toFixed(4),
      price: toDisplayMoney(value.unitPrice, ctx.currency).value.toFixed(4),
    })),
  }));
}

function productType(item: CartItemRow, typeId: string | undefined): QuoteItem['productType'] {
  if (item.variantId) return 'configurable';
  return typeId === 'virtual' || typeId === 'bundle' ? typeId : 'simple';
}

async function quoteItem(ctx: RequestContext, state: CartState, item: CartItemRow): Promise<QuoteItem> {
  const charged = state.stock.get(chargedProductId(item));
  const record = await productLoader(ctx).records.load(item.productId);
  const chosen = await bundleOptions(ctx, item);
  const sku = charged?.sku ?? record?.sku ?? '';
  return {
    id: item.id,
    productId: chargedProductId(item),
    parentProductId: item.variantId ? item.productId : null,
    productType: productType(item, charged?.typeId),
    sku: (await hasDynamicSku(ctx, item)) ? bundleSku(sku, chosen) : sku,
    name: record?.name ?? charged?.sku ?? '',
    qty: new D(item.qty),
    minSaleQty: new D(charged?.minSaleQty ?? 1),
    qtyIncrements: new D(charged?.qtyIncrements ?? 1),
    options: await lineOptions(ctx, item),
    agreedPartnerReward:
      item.agreedUnitPrice !== null && item.agreedPartnerReward !== null
        ? new D(item.agreedPartnerReward)
        : null,
    bundleOptions: chosen,
  };
}

async function hasDynamicSku(ctx: RequestContext, item: CartItemRow): Promise<boolean> {
  return isBundleLine(item) && (await bundleDefinition(ctx, item.productId))?.settings.dynamicSku === true;
}

/** A dynamic-SKU bundle's ordered SKU, as Magento writes it: its own, then each chosen product's. */
const bundleSku = (own: string, chosen: QuoteBundleOption[]) =>
  [own, ...chosen.flatMap((option) => option.values.map((value) => value.sku))].join('-');

/**
 * Loads the cart the caller may use (Magento's GetCartForUser messages: unknown, inactive, other
 * owner), locks its row when `db` is a transaction (SELECT … FOR UPDATE, so two placements of the
 * same cart run one after the other) and computes its totals.
 */
export async function loadCheckoutQuote(
  ctx: RequestContext,
  db: Db,
  maskedCartId: string,
): Promise<CheckoutQuote> {
  const scoped = onHandle(ctx, db);
  const cart = await cartForUser(scoped, db, maskedCartId, { lock: true });
  const state = await loadCartState(db, cart);
  const { totals } = await priceCart(scoped, state);
  const customerEmail =
    cart.customerId !== null && ctx.customer?.id === cart.customerId ? ctx.customer.email : null;
  // A virtual cart is not shipped: an address left from before its last shipped line went is not used.
  const isVirtual = isVirtualCart(state);
  const shipping = isVirtual ? undefined : state.shipping;
  return {
    cartId: cart.id,
    maskedId: cart.maskedId,
    websiteId: cart.websiteId,
    storeViewId: cart.storeViewId,
    customerId: cart.customerId,
    estimateId: cart.estimateId,
    email: cart.email ?? customerEmail,
    comment: cart.comment,
    gift: {
      message: cart.giftMessage ?? null,
      receipt: cart.giftReceiptIncluded,
      printedCard: cart.printedCardIncluded,
    },
    isVirtual,
    items: await Promise.all(state.items.map((item) => quoteItem(scoped, state, item))),
    shippingAddress: quoteAddress(shipping),
    billingAddress: quoteAddress(state.billing),
    shippingMethod:
      shipping?.carrierCode && shipping.methodCode
        ? { carrierCode: shipping.carrierCode, methodCode: shipping.methodCode }
        : null,
    payment: state.payment
      ? { code: state.payment.code, additionalData: state.payment.additionalData }
      : null,
    totals,
  };
}

/** Marks the cart inactive and records the order it became (inside the place-order transaction). */
export async function deactivateCart(db: Db, cartId: number, orderId: number): Promise<void> {
  await updateCart(db, cartId, { isActive: false, orderId });
}

/**
 * Gives the shopper back the cart of an order whose redirect payment was declined or canceled
 * (inside that transaction): active again, same masked id (the storefront's cookie keeps
 * working), no longer pointing at the order. A customer has one active cart per website, and may
 * have started another meanwhile: its lines join the reactivated cart (matching lines summed;
 * the cart's item errors tell about stock when shown) and it is closed first.
 */
export async function reactivateCart(db: Db, cartId: number): Promise<void> {
  const row = await lockCart(db, cartId);
  if (!row || row.isActive) return;
  const newer =
    row.customerId === null ? undefined : await findActiveCustomerCart(db, row.customerId, row.websiteId);
  let estimateId = row.estimateId;
  if (newer) {
    const locked = (await lockCart(db, newer.id)) ?? newer;
    estimateId = await moveLines(db, locked, row);
    await updateCart(db, newer.id, { isActive: false });
  }
  await updateCart(db, cartId, { isActive: true, orderId: null, estimateId });
}

/**
 * The lines of cart `from` into cart `into`, a line matching one already there adding its qty (an
 * agreed line keeps its agreement as movedAgreement says). Answers the proposal `into` names then.
 */
async function moveLines(db: Db, from: CartRow, into: CartRow): Promise<number | null> {
  // One after the other: `db` is a transaction here, whose connection runs one query at a time.
  const source = await listItems(db, from.id);
  const target = await listItems(db, into.id);
  let estimateId = into.estimateId;
  for (const original of source) {
    const line = { ...original, ...movedAgreement(original, from, into) };
    const same = target.find((t) => sameLine(t, line));
    if (!same) {
      const { productId, variantId, qty, options, bundle, agreedUnitPrice, agreedPartnerReward } = line;
      target.push(
        await insertItem(db, {
          cartId: into.id,
          productId,
          variantId,
          qty,
          options,
          bundle,
          agreedUnitPrice,
          agreedPartnerReward,
        }),
      );
      if (agreedUnitPrice !== null) estimateId = from.estimateId;
      continue;
    }
    same.qty = new D(same.qty).plus(line.qty).toFixed();
    await setItemQty(db, same.id, same.qty);
  }
  await deleteItems(
    db,
    from.id,
    source.map((l) => l.id),
  );
  return estimateId;
}

/** The order a cart became, if any: a retried placeOrder of an inactive cart answers with it. */
export async function findOrderIdOfCart(ctx: RequestContext, maskedCartId: string): Promise<number | null> {
  const row = await findCartByMaskedId(ctx.db, maskedCartId.trim());
  // Only the cart's owner learns which order it became.
  if (!row || row.isActive || row.customerId !== (ctx.customer?.id ?? null)) return null;
  return row.orderId;
}
