// The order confirmation mail, written to the mail outbox in the transaction that makes the order
// confirmed (placement for offline payments, the provider's confirmation for redirect payments),
// so a crash right after the commit cannot lose it (decision 0020).
import { formatMoney } from '@atrium/money';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { mediaUrl } from '../../shared/media.ts';
import { enqueueRendered, renderMailFor } from '../mail/outbox.ts';
import type { MailItem, MailLanguage, MailTemplate, RenderedMail } from '../mail/template.ts';
import { paymentPrompt } from '../payment/offline-prompts.ts';
import {
  findOrder,
  type OrderAddressRow,
  type OrderRow,
  orderAddresses,
  orderItems,
  orderPayments,
} from './store.ts';
import type { OrderBundleOption } from './tables.ts';

export interface OrderMailData {
  firstname: string;
  number: string;
  /** Each line's text and the picture of what was bought (absolute URL), kept with the order. */
  lines: MailItem[];
  totals: {
    label: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'taxIncluded' | 'grandTotal';
    value: string;
  }[];
  shipping: string | null;
  shipTo: string | null;
  payment: string;
  paymentPrompt: string | null;
  ordersUrl: string | null;
}

/** The words of the order mails (the invoice and shipment mails share the totals' and the link's). */
export const orderMailWords: Record<MailLanguage, Record<string, string>> = {
  en: {
    subject: 'Your {store} order #{n}',
    hello: 'Hello {name},',
    thanks: 'Thank you for your order #{n}. We will let you know when it ships.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    taxIncluded: 'Including tax',
    grandTotal: 'Grand total',
    method: 'Delivery',
    shipTo: 'Ship to',
    payment: 'Payment',
    action: 'View my orders',
  },
  ru: {
    subject: 'Ваш заказ №{n} в {store}',
    hello: 'Здравствуйте, {name}!',
    thanks: 'Спасибо за заказ №{n}. Мы сообщим, когда он будет отправлен.',
    subtotal: 'Товары',
    discount: 'Скидка',
    shipping: 'Доставка',
    tax: 'Налог',
    taxIncluded: 'В т. ч. налог',
    grandTotal: 'Итого',
    method: 'Способ доставки',
    shipTo: 'Адрес доставки',
    payment: 'Оплата',
    action: 'Мои заказы',
  },
  es: {
    subject: 'Tu pedido n.º {n} en {store}',
    hello: 'Hola, {name}:',
    thanks: 'Gracias por tu pedido n.º {n}. Te avisaremos cuando se envíe.',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuestos',
    taxIncluded: 'Impuestos incluidos',
    grandTotal: 'Total',
    method: 'Entrega',
    shipTo: 'Enviar a',
    payment: 'Pago',
    action: 'Ver mis pedidos',
  },
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export const orderConfirmationTemplate: MailTemplate<OrderMailData> = {
  name: 'order-confirmation',
  content({ language, storeName }, data) {
    const w = orderMailWords[language];
    const values = { n: data.number, store: storeName, name: data.firstname };
    return {
      subject: fill(w.subject!, values),
      paragraphs: [
        fill(w.hello!, values),
        fill(w.thanks!, values),
        { items: data.lines },
        data.totals.map((t) => `${w[t.label]}: ${t.value}`).join('\n'),
        ...(data.shipping ? [`${w.method}: ${data.shipping}`] : []),
        ...(data.shipTo ? [`${w.shipTo}: ${data.shipTo}`] : []),
        `${w.payment}: ${data.payment}${data.paymentPrompt ? `\n${data.paymentPrompt}` : ''}`,
      ],
      ...(data.ordersUrl ? { action: { label: w.action!, url: data.ordersUrl } } : {}),
    };
  },
};

/** A bundle's choice after its line: " — Table: 1 × Oslo table 180; Chairs: 6 × Oslo chair, black". */
export function bundleChoice(options: OrderBundleOption[]): string {
  if (options.length === 0) return '';
  const chosen = options.map(
    (o) => `${o.label}: ${o.values.map((v) => `${Number(v.qty)} × ${v.name}`).join(', ')}`,
  );
  return ` — ${chosen.join('; ')}`;
}

/** The order's page in the customer's account; null for a guest's order (no account to open). */
export function orderAccountUrl(ctx: RequestContext, order: OrderRow): string | null {
  return order.customerId
    ? `${ctx.storefrontUrl}${ctx.website.code}/customer/account/orders/${order.incrementId}`
    : null;
}

/** An order address on one line: "Ada Lovelace, 12 Baker Street, NW1 6XE, London, GB". */
export function addressLine(address: OrderAddressRow): string {
  return [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    address.postcode,
    address.city,
    address.region,
    address.countryId,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Writes the confirmation of an order to the outbox in `tx`, rendered in the store view language of
 * `ctx`. The order's rows are read through `tx`, where they may not be committed yet. A template
 * that fails to render is logged and the order goes on without its mail: a confirmed payment must
 * never be undone by its mail.
 */
export async function enqueueOrderConfirmation(ctx: RequestContext, tx: Db, orderId: number): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order) return;
  const [items, addresses, [payment]] = await Promise.all([
    orderItems(tx, [orderId]),
    orderAddresses(tx, [orderId]),
    orderPayments(tx, [orderId]),
  ]);
  let mail: RenderedMail;
  try {
    const locale = ctx.locale.replace('_', '-');
    const money = (value: string) => formatMoney({ value, currency: order.orderCurrencyCode }, locale);
    const shipping = addresses.find((a) => a.addressType === 'shipping');
    // Where the cart shows prices including tax (tax/cart_display/subtotal = 2, the ru website), the
    // mail does too, so the lines add up to the total and the tax is named as included.
    const inclusive = ctx.config.get('tax/cart_display/subtotal') === '2';
    const rowTotal = (i: (typeof items)[number]) => money(inclusive ? i.rowTotalInclTax : i.rowTotal);
    const totals: OrderMailData['totals'] = [
      { label: 'subtotal', value: money(inclusive ? order.subtotalInclTax : order.subtotal) },
      ...(Number(order.discountAmount) > 0
        ? [{ label: 'discount' as const, value: `-${money(order.discountAmount)}` }]
        : []),
      ...(order.shippingMethod
        ? [
            {
              label: 'shipping' as const,
              value: money(inclusive ? order.shippingInclTax : order.shippingAmount),
            },
          ]
        : []),
      ...(Number(order.taxAmount) > 0
        ? [{ label: inclusive ? ('taxIncluded' as const) : ('tax' as const), value: money(order.taxAmount) }]
        : []),
      { label: 'grandTotal', value: money(order.grandTotal) },
    ];
    mail = renderMailFor(ctx, {
      to: order.customerEmail,
      template: orderConfirmationTemplate,
      data: {
        firstname: order.customerFirstname,
        number: order.incrementId,
        lines: items.map((i) => ({
          text: `${i.name} (${i.sku}) × ${Number(i.qtyOrdered)} — ${rowTotal(i)}${bundleChoice(i.bundleOptions)}`,
          imageUrl: i.image ? mediaUrl(ctx, 'catalog/product', i.image) : null,
        })),
        totals,
        shipping: order.shippingDescription,
        shipTo: shipping ? addressLine(shipping) : null,
        payment: payment?.title ?? '',
        paymentPrompt: payment ? paymentPrompt(ctx, payment.method) : null,
        ordersUrl: orderAccountUrl(ctx, order),
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'order confirmation mail could not be rendered');
    return;
  }
  await enqueueRendered(ctx, tx, orderConfirmationTemplate.name, order.customerEmail, mail);
}
