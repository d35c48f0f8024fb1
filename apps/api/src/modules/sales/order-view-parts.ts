// The pieces of an order's GraphQL view: status labels, money, dates, addresses and items.
import { Decimal } from 'decimal.js';
import type { OrderAddress } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { mediaUrl } from '../../shared/media.ts';
import { currencyCode } from '../../shared/money.ts';
import { encodeUid } from '../catalog/category-service.ts';
import { countryCode } from '../directory/country-code.ts';
import type { OrderAddressRow, OrderItemRow, OrderRow } from './store.ts';
import type { OrderStatus } from './tables.ts';

export const STATUS_LABELS: Record<'en' | 'ru' | 'es', Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    pending_payment: 'Pending Payment',
    processing: 'Processing',
    complete: 'Complete',
    canceled: 'Canceled',
  },
  ru: {
    pending: 'В ожидании',
    pending_payment: 'Ожидает оплаты',
    processing: 'В обработке',
    complete: 'Выполнен',
    canceled: 'Отменён',
  },
  es: {
    pending: 'Pendiente',
    pending_payment: 'Pago pendiente',
    processing: 'En proceso',
    complete: 'Completado',
    canceled: 'Cancelado',
  },
};

export const money = (value: string | Decimal, currency: string) => ({
  value: new Decimal(value).toNumber(),
  currency: currencyCode(currency),
});

/** Magento's order date format, in UTC. */
export const orderDate = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);

export function address(row: OrderAddressRow | undefined): OrderAddress | null {
  if (!row) return null;
  return {
    city: row.city,
    company: row.company,
    country_code: countryCode(row.countryId),
    fax: null,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    postcode: row.postcode,
    prefix: null,
    region: row.region,
    region_id: row.regionId === null ? null : String(row.regionId),
    street: row.street,
    suffix: null,
    telephone: row.telephone,
    vat_id: null,
  };
}

/** The stored picture of an order line, at the storefront's media URL. */
function thumbnail(ctx: RequestContext, i: OrderItemRow) {
  if (!i.image) return null;
  return { url: mediaUrl(ctx, 'catalog/product', i.image), label: i.name, position: null, disabled: null };
}

/** Magento's order item status (Sales\Model\Order\Item::getStatusId), by its quantities. */
export function itemStatus(i: OrderItemRow): string {
  const ordered = Number(i.qtyOrdered);
  const canceled = Number(i.qtyCanceled);
  const invoiced = Number(i.qtyInvoiced);
  const shipped = Number(i.qtyShipped);
  const actual = ordered - canceled;
  if (!invoiced && !shipped && !canceled) return 'Ordered';
  if (shipped && invoiced && actual === shipped) return 'Shipped';
  if (invoiced && !shipped && actual === invoiced) return 'Invoiced';
  if (canceled && actual === 0) return 'Canceled';
  if (Math.max(shipped, invoiced) < actual) return 'Partial';
  return 'Mixed';
}

/**
 * A line's discount (or its invoiced part) as Magento's `Discount` list, empty when there is none.
 * An order stores each line's discount amount and the amount of each discount label (rule or
 * coupon), not the labels per line: as Magento (SalesGraphQl's order item discounts), the line's
 * discount is named by the order's labels, joined as its discount description ("Discount" when
 * they have none). Unlike Magento, a line without a discount lists none, even on a discounted order.
 */
export function lineDiscounts(order: OrderRow, amount: string) {
  if (!new Decimal(amount).gt(0)) return [];
  const label = order.totalsDetail.discounts.map((d) => d.label).join(', ') || 'Discount';
  return [
    {
      label,
      amount: money(amount, order.orderCurrencyCode),
      applied_to: 'ITEM' as const,
      coupon: order.couponCode ? { code: order.couponCode } : null,
    },
  ];
}

/**
 * A bundle line's choice as it was ordered (`sales_order_item.bundle_options`), as Magento's
 * `ItemSelectedBundleOption` list: each product's quantity per bundle and unit price inside it. The
 * order line, its invoice lines and its shipment lines answer the same (as Magento does).
 */
export function bundleOptionsView(order: OrderRow, i: OrderItemRow) {
  return i.bundleOptions.map((option) => ({
    id: encodeUid(`bundle/${option.optionId}`),
    uid: encodeUid(`bundle/${option.optionId}`),
    label: option.label,
    values: option.values.map((value) => ({
      id: encodeUid(`bundle/${option.optionId}/${value.selectionId}`),
      uid: encodeUid(`bundle/${option.optionId}/${value.selectionId}`),
      product_name: value.name,
      product_sku: value.sku,
      quantity: Number(value.qty),
      price: money(value.price, order.orderCurrencyCode),
    })),
  }));
}

/** An order line; `urlKeys` holds the current URL keys of the lines' products (or their parents). */
export function orderItemView(
  ctx: RequestContext,
  order: OrderRow,
  i: OrderItemRow,
  urlKeys: Map<number, string>,
) {
  const c = order.orderCurrencyCode;
  return {
    __typename: i.productType === 'bundle' ? ('BundleOrderItem' as const) : ('OrderItem' as const),
    bundle_options: bundleOptionsView(order, i),
    id: Buffer.from(String(i.id)).toString('base64'),
    product_name: i.name,
    product_sku: i.sku,
    product_url_key: urlKeys.get(i.parentProductId ?? i.productId) ?? null,
    product_type: i.productType,
    product_sale_price: money(i.price, c),
    prices: {
      price: money(i.price, c),
      price_including_tax: money(i.priceInclTax, c),
      row_total: money(i.rowTotal, c),
      row_total_including_tax: money(i.rowTotalInclTax, c),
      total_item_discount: money(i.discountAmount, c),
    },
    discounts: lineDiscounts(order, i.discountAmount),
    quantity_ordered: Number(i.qtyOrdered),
    quantity_canceled: Number(i.qtyCanceled),
    quantity_invoiced: Number(i.qtyInvoiced),
    quantity_refunded: 0,
    quantity_returned: 0,
    quantity_shipped: Number(i.qtyShipped),
    selected_options: i.options,
    entered_options: [],
    status: itemStatus(i),
    eligible_for_return: false,
    thumbnail: thumbnail(ctx, i),
  };
}
