// The invoice and shipment mails (Magento's "Invoice for your order" and "Your order has shipped"),
// written to the mail outbox in the transaction that writes the invoice or the shipment
// (fulfilment.ts, and a redirect payment's confirmation in order-state.ts), as the order
// confirmation is (order-mail.ts): a rolled-back document mails nothing, a crash after the commit
// loses no mail, and a mail that fails to render is logged without failing the document.
// Magento's switches `sales_email/invoice/enabled` and `sales_email/shipment/enabled` (store view
// scope, on unless `0`) turn each off.
import { formatMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { mediaUrl } from '../../shared/media.ts';
import { enqueueRendered, renderMailFor } from '../mail/outbox.ts';
import type { MailItem, MailLanguage, MailTemplate, RenderedMail } from '../mail/template.ts';
import { orderInvoices, orderShipments } from './fulfilment-store.ts';
import {
  addressLine,
  bundleChoice,
  fill,
  type OrderMailData,
  orderAccountUrl,
  orderMailWords,
} from './order-mail.ts';
import { findOrder, type OrderItemRow, orderAddresses, orderItems } from './store.ts';

export interface InvoiceMailData {
  firstname: string;
  /** The order's number and the invoice's. */
  number: string;
  invoice: string;
  /** Each line invoiced: name, SKU, quantity, amount (a bundle with its choice) and its picture. */
  lines: MailItem[];
  /** The invoice's own amounts. */
  totals: OrderMailData['totals'];
  ordersUrl: string | null;
}

export interface ShipmentMailData {
  firstname: string;
  number: string;
  shipment: string;
  /** Each line shipped: name, SKU, quantity (a bundle with its choice) and its picture. */
  lines: MailItem[];
  /** The tracking numbers with their carriers' titles. */
  tracks: { title: string; number: string }[];
  shipping: string | null;
  shipTo: string | null;
  ordersUrl: string | null;
}

const words: Record<MailLanguage, Record<string, string>> = {
  en: {
    invoiceSubject: 'Invoice for your {store} order #{n}',
    invoiced: 'Here is invoice #{i} for your order #{n}. Thank you for your payment.',
    shipmentSubject: 'Your {store} order #{n} has shipped',
    shipped: 'Your order #{n} has shipped (shipment #{s}).',
    tracking: 'Tracking',
  },
  ru: {
    invoiceSubject: 'Счёт по заказу №{n} в {store}',
    invoiced: 'Счёт №{i} по вашему заказу №{n}. Спасибо за оплату.',
    shipmentSubject: 'Ваш заказ №{n} в {store} отправлен',
    shipped: 'Ваш заказ №{n} отправлен (отправление №{s}).',
    tracking: 'Отслеживание',
  },
  es: {
    invoiceSubject: 'Factura de tu pedido n.º {n} en {store}',
    invoiced: 'Esta es la factura n.º {i} de tu pedido n.º {n}. Gracias por tu pago.',
    shipmentSubject: 'Tu pedido n.º {n} en {store} ha sido enviado',
    shipped: 'Tu pedido n.º {n} ha sido enviado (envío n.º {s}).',
    tracking: 'Seguimiento',
  },
};

/** The order mails' words (totals, the account link) with these mails' own. */
const wordsOf = (language: MailLanguage) => ({ ...orderMailWords[language], ...words[language] });

export const invoiceTemplate: MailTemplate<InvoiceMailData> = {
  name: 'order-invoice',
  content({ language, storeName }, data) {
    const w = wordsOf(language);
    const values = { n: data.number, i: data.invoice, store: storeName, name: data.firstname };
    return {
      subject: fill(w.invoiceSubject!, values),
      paragraphs: [
        fill(w.hello!, values),
        fill(w.invoiced!, values),
        { items: data.lines },
        data.totals.map((t) => `${w[t.label]}: ${t.value}`).join('\n'),
      ],
      ...(data.ordersUrl ? { action: { label: w.action!, url: data.ordersUrl } } : {}),
    };
  },
};

export const shipmentTemplate: MailTemplate<ShipmentMailData> = {
  name: 'order-shipment',
  content({ language, storeName }, data) {
    const w = wordsOf(language);
    const values = { n: data.number, s: data.shipment, store: storeName, name: data.firstname };
    return {
      subject: fill(w.shipmentSubject!, values),
      paragraphs: [
        fill(w.hello!, values),
        fill(w.shipped!, values),
        { items: data.lines },
        ...(data.tracks.length > 0
          ? [`${w.tracking}:\n${data.tracks.map((t) => `${t.title}: ${t.number}`).join('\n')}`]
          : []),
        ...(data.shipping ? [`${w.method}: ${data.shipping}`] : []),
        ...(data.shipTo ? [`${w.shipTo}: ${data.shipTo}`] : []),
      ],
      ...(data.ordersUrl ? { action: { label: w.action!, url: data.ordersUrl } } : {}),
    };
  },
};

/** Magento's switch of a sales mail: on unless set to 0. */
const mailEnabled = (ctx: RequestContext, kind: 'invoice' | 'shipment') =>
  ctx.config.get(`sales_email/${kind}/enabled`) !== '0';

const picture = (ctx: RequestContext, item: OrderItemRow) =>
  item.image ? mediaUrl(ctx, 'catalog/product', item.image) : null;

/** A line's text without its amount: "Oslo dining set (BND-SET) × 2 — Table: 1 × Oslo table 180…". */
const lineText = (item: OrderItemRow, qty: string, amount = '') =>
  `${item.name} (${item.sku}) × ${Number(qty)}${amount ? ` — ${amount}` : ''}${bundleChoice(item.bundleOptions)}`;

/**
 * Writes the mail of the order's invoice `number` to the outbox in `tx` (where the invoice may not
 * be committed yet), in the store view language of `ctx`; nothing when the switch is off.
 */
export async function enqueueInvoiceMail(
  ctx: RequestContext,
  tx: Db,
  orderId: number,
  number: string,
): Promise<void> {
  if (!mailEnabled(ctx, 'invoice')) return;
  const order = await findOrder(tx, orderId);
  if (!order) return;
  const [items, invoices] = await Promise.all([orderItems(tx, [orderId]), orderInvoices(tx, [orderId])]);
  const invoice = invoices.invoices.find((i) => i.incrementId === number);
  if (!invoice) return;
  let mail: RenderedMail;
  try {
    const locale = ctx.locale.replace('_', '-');
    const money = (value: Decimal.Value) =>
      formatMoney({ value: new Decimal(value).toFixed(4), currency: order.orderCurrencyCode }, locale);
    // Prices including tax where the cart shows them so (as the confirmation): a line's share of
    // its row total including tax, by the quantity invoiced.
    const inclusive = ctx.config.get('tax/cart_display/subtotal') === '2';
    const lines = invoices.items
      .filter((line) => line.invoiceId === invoice.id)
      .flatMap((line) => {
        const item = items.find((i) => i.id === line.orderItemId);
        if (!item) return [];
        const amount = inclusive
          ? new Decimal(item.rowTotalInclTax).times(line.qty).div(item.qtyOrdered)
          : new Decimal(line.rowTotal);
        return [{ item, qty: line.qty, amount }];
      });
    const subtotal = inclusive
      ? lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0))
      : new Decimal(invoice.subtotal);
    const totals: InvoiceMailData['totals'] = [
      { label: 'subtotal', value: money(subtotal) },
      ...(Number(invoice.discountAmount) > 0
        ? [{ label: 'discount' as const, value: `-${money(invoice.discountAmount)}` }]
        : []),
      ...(order.shippingMethod
        ? [
            {
              label: 'shipping' as const,
              value: money(inclusive ? invoice.shippingInclTax : invoice.shippingAmount),
            },
          ]
        : []),
      ...(Number(invoice.taxAmount) > 0
        ? [
            {
              label: inclusive ? ('taxIncluded' as const) : ('tax' as const),
              value: money(invoice.taxAmount),
            },
          ]
        : []),
      { label: 'grandTotal', value: money(invoice.grandTotal) },
    ];
    mail = renderMailFor(ctx, {
      to: order.customerEmail,
      template: invoiceTemplate,
      data: {
        firstname: order.customerFirstname,
        number: order.incrementId,
        invoice: invoice.incrementId,
        lines: lines.map((l) => ({
          text: lineText(l.item, l.qty, money(l.amount)),
          imageUrl: picture(ctx, l.item),
        })),
        totals,
        ordersUrl: orderAccountUrl(ctx, order),
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId, invoice: number }, 'invoice mail could not be rendered');
    return;
  }
  await enqueueRendered(ctx, tx, invoiceTemplate.name, order.customerEmail, mail);
}

/**
 * Writes the mail of the order's shipment `number`, with its tracking numbers, to the outbox in
 * `tx`, in the store view language of `ctx`; nothing when the switch is off.
 */
export async function enqueueShipmentMail(
  ctx: RequestContext,
  tx: Db,
  orderId: number,
  number: string,
): Promise<void> {
  if (!mailEnabled(ctx, 'shipment')) return;
  const order = await findOrder(tx, orderId);
  if (!order) return;
  const [items, addresses, shipments] = await Promise.all([
    orderItems(tx, [orderId]),
    orderAddresses(tx, [orderId]),
    orderShipments(tx, [orderId]),
  ]);
  const shipment = shipments.shipments.find((s) => s.incrementId === number);
  if (!shipment) return;
  let mail: RenderedMail;
  try {
    const shipping = addresses.find((a) => a.addressType === 'shipping');
    mail = renderMailFor(ctx, {
      to: order.customerEmail,
      template: shipmentTemplate,
      data: {
        firstname: order.customerFirstname,
        number: order.incrementId,
        shipment: shipment.incrementId,
        lines: shipments.items
          .filter((line) => line.shipmentId === shipment.id)
          .flatMap((line) => {
            const item = items.find((i) => i.id === line.orderItemId);
            return item ? [{ text: lineText(item, line.qty), imageUrl: picture(ctx, item) }] : [];
          }),
        tracks: shipments.tracks
          .filter((t) => t.shipmentId === shipment.id)
          .map((t) => ({ title: t.title, number: t.trackNumber })),
        shipping: order.shippingDescription,
        shipTo: shipping ? addressLine(shipping) : null,
        ordersUrl: orderAccountUrl(ctx, order),
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId, shipment: number }, 'shipment mail could not be rendered');
    return;
  }
  await enqueueRendered(ctx, tx, shipmentTemplate.name, order.customerEmail, mail);
}
