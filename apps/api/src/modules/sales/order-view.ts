// Orders as GraphQL's CustomerOrder: amounts in the order's currency as it was placed, the status
// label in the store view's language, addresses, items, payment and the partner.
import { roundMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import {
  findCustomerNames,
  type OrderAddressRow,
  type OrderRow,
  orderAddresses,
  orderItems,
  orderPayments,
} from './store.ts';
import type { OrderStatus } from './tables.ts';

const STATUS_LABELS: Record<'en' | 'ru' | 'es', Record<OrderStatus, string>> = {
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

/** Payment details a shopper may see again (never provider secrets). */
const VISIBLE_PAYMENT_DATA = ['purchase_order_number', 'paypal_capture_id'];

const money = (value: string | Decimal, currency: string) => ({
  value: new Decimal(value).toNumber(),
  currency,
});

/** Magento's order date format, in UTC. */
const orderDate = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 19);

function address(row: OrderAddressRow | undefined) {
  if (!row) return null;
  return {
    city: row.city,
    company: row.company,
    country_code: row.countryId,
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

export async function orderViews(ctx: RequestContext, db: Db, orders: OrderRow[]) {
  const ids = orders.map((o) => o.id);
  const [items, addresses, payments] = await Promise.all([
    orderItems(db, ids),
    orderAddresses(db, ids),
    orderPayments(db, ids),
  ]);
  const labels =
    STATUS_LABELS[ctx.locale.startsWith('ru') ? 'ru' : ctx.locale.startsWith('es') ? 'es' : 'en'];
  return Promise.all(
    orders.map(async (order) => {
      const c = order.orderCurrencyCode;
      const detail = order.totalsDetail;
      const payment = payments.find((p) => p.orderId === order.id);
      const shippingTaxes: never[] = [];
      const partner = order.partnerCustomerId ? await findCustomerNames(db, order.partnerCustomerId) : null;
      const visibleData = Object.entries(payment?.additionalData ?? {}).filter(([k]) =>
        VISIBLE_PAYMENT_DATA.includes(k),
      );
      if (order.status === 'pending_payment' && payment?.additionalData.redirect_url) {
        visibleData.push(['redirect_url', payment.additionalData.redirect_url]);
      }
      return {
        id: Buffer.from(String(order.id)).toString('base64'),
        number: order.incrementId,
        applied_coupons: order.couponCode ? [{ code: order.couponCode }] : [],
        order_number: order.incrementId,
        increment_id: order.incrementId,
        order_date: orderDate(order.createdAt),
        created_at: orderDate(order.createdAt),
        status: labels[order.status],
        email: order.customerEmail,
        token: order.protectCode,
        billing_address: address(
          addresses.find((a) => a.orderId === order.id && a.addressType === 'billing'),
        ),
        shipping_address: address(
          addresses.find((a) => a.orderId === order.id && a.addressType === 'shipping'),
        ),
        carrier: order.shippingDescription?.split(' - ')[0] ?? null,
        shipping_method: order.shippingDescription,
        payment_methods: payment
          ? [
              {
                name: payment.title,
                type: payment.method,
                additional_data: visibleData.map(([name, value]) => ({ name, value })),
              },
            ]
          : [],
        total: {
          base_grand_total: money(order.baseGrandTotal, order.baseCurrencyCode),
          grand_total: money(order.grandTotal, c),
          subtotal: money(order.subtotal, c),
          total_shipping: money(order.shippingAmount, c),
          total_tax: money(order.taxAmount, c),
          shipping_handling: {
            amount_excluding_tax: money(order.shippingAmount, c),
            amount_including_tax: money(order.shippingInclTax, c),
            total_amount: money(order.shippingAmount, c),
            discounts:
              Number(detail.shippingDiscount.amount) > 0
                ? [{ amount: money(detail.shippingDiscount.amount, c) }]
                : [],
            taxes: shippingTaxes,
          },
          taxes: detail.taxes.map((t) => ({
            title: t.label,
            rate: Number(t.rate ?? 0),
            amount: money(t.amount, c),
          })),
          total_giftcard: null,
          discounts: detail.discounts.map((d) => ({
            label: d.label,
            amount: money(d.amount, c),
            applied_to: 'ITEM',
            coupon: order.couponCode ? { code: order.couponCode } : null,
          })),
        },
        grand_total: new Decimal(order.grandTotal).toNumber(),
        items: items
          .filter((i) => i.orderId === order.id)
          .map((i) => ({
            __typename: 'OrderItem',
            id: Buffer.from(String(i.id)).toString('base64'),
            product_name: i.name,
            product_sku: i.sku,
            product_type: i.productType,
            product_sale_price: money(i.price, c),
            quantity_ordered: Number(i.qtyOrdered),
            quantity_canceled: Number(i.qtyCanceled),
            quantity_invoiced: 0,
            quantity_refunded: 0,
            quantity_returned: 0,
            quantity_shipped: 0,
            selected_options: i.options,
            entered_options: [],
            status: Number(i.qtyCanceled) > 0 ? 'Canceled' : 'Ordered',
            eligible_for_return: false,
          })),
        comments: [],
        gift_receipt_included: false,
        printed_card_included: false,
        partner_info:
          partner && order.partnerCustomerId
            ? {
                email: partner.email,
                firstname: partner.firstname,
                lastname: partner.lastname,
                middlename: partner.middlename,
                reward: money(
                  roundMoney(new Decimal(order.partnerReward).times(order.baseToOrderRate), c),
                  c,
                ),
              }
            : null,
      };
    }),
  );
}

export type CustomerOrderView = Awaited<ReturnType<typeof orderViews>>[number];
