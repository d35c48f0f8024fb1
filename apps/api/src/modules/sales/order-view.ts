// Orders as GraphQL's CustomerOrder: amounts in the order's currency as it was placed, the status
// label in the store view's language, addresses, items, payment, the partner, and the proposal and
// project it was placed from. The partner's e-mail and reward are for the partner and managers
// (design/b2b.md §4): anyone else reading the order (the client) sees the partner's name only.
import { roundMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { productUrlKeys } from '../catalog/index.ts';
import { OFFLINE_METHODS, paymentPrompt } from '../payment/offline-prompts.ts';
import { loadFulfilment } from './fulfilment-view.ts';
import { orderToken } from './order-token.ts';
import { address, money, orderDate, orderItemView, STATUS_LABELS } from './order-view-parts.ts';
import { findCustomersNames, type OrderRow, orderAddresses, orderItems, orderPayments } from './store.ts';

/** Payment details a shopper may see again (never provider secrets). */
const VISIBLE_PAYMENT_DATA = ['purchase_order_number', 'paypal_capture_id'];
/** The partner credited and managers see the partner's e-mail and reward. */
const seesPartnerFigures = (ctx: RequestContext, partnerId: number) =>
  ctx.customer?.id === partnerId || ctx.customer?.type === 'manager';

export async function orderViews(ctx: RequestContext, db: Db, orders: OrderRow[]) {
  const ids = orders.map((o) => o.id);
  const partnerIds = [...new Set(orders.flatMap((o) => (o.partnerCustomerId ? [o.partnerCustomerId] : [])))];
  const [items, addresses, payments, partners, fulfilment] = await Promise.all([
    orderItems(db, ids),
    orderAddresses(db, ids),
    orderPayments(db, ids),
    findCustomersNames(db, partnerIds),
    loadFulfilment(db, ids),
  ]);
  // A configurable's line shows its parent's URL key, as Magento's `product_url_key`.
  const urlKeys = await productUrlKeys(
    ctx,
    items.map((i) => i.parentProductId ?? i.productId),
  );
  const labels =
    STATUS_LABELS[ctx.locale.startsWith('ru') ? 'ru' : ctx.locale.startsWith('es') ? 'es' : 'en'];
  return orders.map((order) => {
    const c = order.orderCurrencyCode;
    const detail = order.totalsDetail;
    const payment = payments.find((p) => p.orderId === order.id);
    const partner = order.partnerCustomerId ? (partners.get(order.partnerCustomerId) ?? null) : null;
    const visibleData = Object.entries(payment?.additionalData ?? {}).filter(([k]) =>
      VISIBLE_PAYMENT_DATA.includes(k),
    );
    const instructions =
      payment && OFFLINE_METHODS.includes(payment.method) ? paymentPrompt(ctx, payment.method) : null;
    if (instructions) visibleData.push(['instructions', instructions]);
    if (order.status === 'pending_payment' && payment?.additionalData.redirect_url) {
      visibleData.push(['redirect_url', payment.additionalData.redirect_url]);
    }
    const lines = items.filter((i) => i.orderId === order.id);
    const itemView = (i: (typeof lines)[number]) => orderItemView(ctx, order, i, urlKeys);
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
      token: orderToken(ctx.accounts.orderTokenSecret, order),
      billing_address: address(addresses.find((a) => a.orderId === order.id && a.addressType === 'billing')),
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
              additional_data: visibleData.map(([name, value]) => ({
                name,
                value,
              })),
            },
          ]
        : [],
      total: {
        base_grand_total: money(order.baseGrandTotal, order.baseCurrencyCode),
        grand_total: money(order.grandTotal, c),
        subtotal: money(order.subtotal, c),
        subtotal_excl_tax: money(order.subtotal, c),
        subtotal_incl_tax: money(order.subtotalInclTax, c),
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
          taxes: [],
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
          applied_to: 'ITEM' as const,
          coupon: order.couponCode ? { code: order.couponCode } : null,
        })),
      },
      grand_total: new Decimal(order.grandTotal).toNumber(),
      items: lines.map(itemView),
      invoices: fulfilment.invoicesOf(order, lines, itemView),
      shipments: fulfilment.shipmentsOf(order, lines, itemView),
      comments: [],
      gift_message: order.giftMessage ?? null,
      gift_wrapping: null,
      gift_receipt_included: order.giftReceiptIncluded,
      printed_card_included: order.printedCardIncluded,
      partner_info:
        partner && order.partnerCustomerId
          ? {
              email: seesPartnerFigures(ctx, order.partnerCustomerId) ? partner.email : null,
              firstname: partner.firstname,
              lastname: partner.lastname,
              middlename: partner.middlename,
              reward: seesPartnerFigures(ctx, order.partnerCustomerId)
                ? money(roundMoney(new Decimal(order.partnerReward).times(order.baseToOrderRate), c), c)
                : null,
            }
          : null,
      estimate_id: order.estimateId,
      project_id: order.projectId,
    };
  });
}

export type CustomerOrderView = Awaited<ReturnType<typeof orderViews>>[number];
