// The invoice and shipment mails (Magento's "Invoice for your order" and "Your order has shipped"):
// invoicing and shipping an order write one mail each to the outbox, to the order's e-mail in its
// store view's language, with the numbers, the lines, the invoice's totals and the tracking
// numbers; a redirect payment's confirmation mails its invoice after the confirmation; Magento's
// switches turn them off; a refused command writes none.
import { formatMoney } from '@atrium/money';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from '../../src/cli/orders-command.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { salesInvoice } from '../../src/modules/sales/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import {
  INT,
  LONDON,
  MOSCOW,
  placeOrder,
  pressSandboxButton,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi({ ...FAST_HASHING, PAYMENT_SANDBOX: 'true' });
const SKU = 'MAIL-SOFA';

let owner: Shopper;

async function run(...args: string[]) {
  const lines: string[] = [];
  const out = { info: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
  const code = await runCommand(api.database.db, parseCommand(args), out);
  return { code, output: lines.join('\n') };
}

/** The mails of a template owed to an address, oldest first. */
const mailsTo = (to: string, template: string) =>
  api.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.id);

/** The owner's order of `quantity` sofas on the int store view (English), paid offline. */
async function ownerOrder(quantity: number, payment = 'checkmo') {
  const headers = { ...INT, ...owner.headers };
  const cartId = await readyCart(api, {
    headers,
    items: [{ sku: SKU, quantity }],
    address: LONDON,
    payment: { code: payment },
  });
  const placed = await placeOrder(api, cartId, headers);
  expect(placed.errors).toEqual([]);
  return placed;
}

/** A guest's order on the ru store view (Russian), cash on delivery to Moscow. */
async function guestOrder(email: string) {
  const cartId = await readyCart(api, {
    headers: RU,
    items: [{ sku: SKU, quantity: 1 }],
    email,
    address: MOSCOW,
  });
  const placed = await placeOrder(api, cartId, RU);
  expect(placed.errors).toEqual([]);
  return placed.order!.order_number;
}

/** The mail as it was delivered (the outbox clears its bodies once sent): its text and HTML. */
async function delivered(row: { recipient: string; subject: string } | undefined) {
  const mail = await waitForMail(api.mailDir, row!.recipient, (m) => m.subject === row!.subject);
  return { text: mail.text.replace(/\r\n/g, '\n'), html: mail.html };
}

const invoiceNumber = (output: string) => /invoice (\d+) written/.exec(output)?.[1] ?? '';
const shipmentNumber = (output: string) => /shipment (\d+) written/.exec(output)?.[1] ?? '';

async function setSwitch(path: string, value: string | null) {
  await api.database.db.delete(configValue).where(eq(configValue.path, path));
  if (value !== null)
    await api.database.db.insert(configValue).values({ scope: 'default', scopeId: 0, path, value });
  await bumpStoreVersion(api.database.db);
}

beforeAll(async () => {
  await stockedProduct(api.database.db, SKU, { stock: '1000', ru: '30000', int: '300', name: 'Sofa' });
  owner = await newShopper(api);
});

afterEach(async () => {
  await setSwitch('sales_email/invoice/enabled', null);
  await setSwitch('sales_email/shipment/enabled', null);
});

describe('invoicing and shipping an order', () => {
  it('mails the customer once for the invoice and once for the shipment, in English on int', async () => {
    const number = (await ownerOrder(2)).order!.order_number;
    const invoiced = await run('invoice', number);
    expect(invoiced.code).toBe(0);
    const invoice = invoiceNumber(invoiced.output);
    const invoices = await mailsTo(owner.email, 'order-invoice');
    expect(invoices).toHaveLength(1);
    const [mail] = invoices;
    const { text, html } = await delivered(mail);
    expect(mail?.subject).toBe(`Invoice for your Atrium order #${number}`);
    expect(text).toContain(`Here is invoice #${invoice} for your order #${number}.`);
    expect(text).toContain('Hello ');
    expect(text).toContain('Sofa (MAIL-SOFA) × 2 — $600.00');
    const [row] = await api.database.db
      .select()
      .from(salesInvoice)
      .where(eq(salesInvoice.incrementId, invoice));
    expect(text).toContain('Subtotal: $600.00');
    expect(text).toContain(
      `Grand total: ${formatMoney({ value: row!.grandTotal, currency: 'USD' }, 'en-US')}`,
    );
    expect(text).toContain(`/int/customer/account/orders/${number}`);
    expect(html).toContain('View my orders');
    // Nothing about a shipment yet.
    expect(await mailsTo(owner.email, 'order-shipment')).toEqual([]);

    const shipped = await run(
      'ship',
      number,
      '--carrier',
      'dhl',
      '--title',
      'DHL Express',
      '--track',
      'JD0142',
      '--track',
      'JD0143',
    );
    expect(shipped.code).toBe(0);
    const shipments = await mailsTo(owner.email, 'order-shipment');
    expect(shipments).toHaveLength(1);
    const [sent] = shipments;
    const shipmentText = (await delivered(sent)).text;
    expect(sent?.subject).toBe(`Your Atrium order #${number} has shipped`);
    expect(shipmentText).toContain(
      `Your order #${number} has shipped (shipment #${shipmentNumber(shipped.output)}).`,
    );
    expect(shipmentText).toContain('Sofa (MAIL-SOFA) × 2');
    expect(shipmentText).toContain('Tracking:\nDHL Express: JD0142\nDHL Express: JD0143');
    expect(shipmentText).toContain('Ship to: Ada Lovelace, 12 Baker Street');
    expect(shipmentText).toContain(`/int/customer/account/orders/${number}`);
    // Still one invoice mail: the shipment wrote only its own.
    expect(await mailsTo(owner.email, 'order-invoice')).toHaveLength(1);
  });

  it('mails a guest in the store view’s language (Russian), without an account link', async () => {
    const email = uniqueEmail('guest-mails');
    const number = await guestOrder(email);
    const invoice = invoiceNumber((await run('invoice', number)).output);
    const [mail, ...more] = await mailsTo(email, 'order-invoice');
    const { text } = await delivered(mail);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Счёт по заказу №${number} в Атриум`);
    expect(text).toContain(`Счёт №${invoice} по вашему заказу №${number}.`);
    const [row] = await api.database.db
      .select()
      .from(salesInvoice)
      .where(eq(salesInvoice.incrementId, invoice));
    // The ru website shows prices including tax: the line and the total are the order's.
    expect(text).toContain(`Итого: ${formatMoney({ value: row!.grandTotal, currency: 'RUB' }, 'ru-RU')}`);
    expect(text).not.toContain('customer/account/orders');

    expect((await run('ship', number, '--track', 'RU-123')).code).toBe(0);
    const [sent, ...others] = await mailsTo(email, 'order-shipment');
    const shipmentText = (await delivered(sent)).text;
    expect(others).toEqual([]);
    expect(sent?.subject).toBe(`Ваш заказ №${number} в Атриум отправлен`);
    // A tracking number without a carrier takes the order's (its shipping method's title).
    expect(shipmentText).toMatch(/Отслеживание:\n.+: RU-123/);
    expect(shipmentText).not.toContain('customer/account/orders');
  });

  it('a redirect payment’s confirmation mails the invoice after the order confirmation', async () => {
    const placed = await ownerOrder(1, 'paypal_express');
    const before = await mailsTo(owner.email, 'order-invoice');
    await pressSandboxButton(api, placed.order!.redirect_url!, 'approve');
    const number = placed.order!.order_number;
    const invoices = (await mailsTo(owner.email, 'order-invoice')).slice(before.length);
    expect(invoices.map((m) => m.subject)).toEqual([`Invoice for your Atrium order #${number}`]);
    const [confirmation] = (await mailsTo(owner.email, 'order-confirmation')).filter((m) =>
      m.subject.includes(number),
    );
    expect(confirmation!.id).toBeLessThan(invoices[0]!.id);
  });
});

describe('the switches and refusals', () => {
  it('sales_email/invoice/enabled = 0 and sales_email/shipment/enabled = 0 mail nothing', async () => {
    const number = (await ownerOrder(1)).order!.order_number;
    const invoicesBefore = (await mailsTo(owner.email, 'order-invoice')).length;
    const shipmentsBefore = (await mailsTo(owner.email, 'order-shipment')).length;
    await setSwitch('sales_email/invoice/enabled', '0');
    await setSwitch('sales_email/shipment/enabled', '0');
    expect((await run('invoice', number)).code).toBe(0);
    expect((await run('ship', number, '--track', 'OFF-1')).code).toBe(0);
    expect(await mailsTo(owner.email, 'order-invoice')).toHaveLength(invoicesBefore);
    expect(await mailsTo(owner.email, 'order-shipment')).toHaveLength(shipmentsBefore);
  });

  it('one switch off leaves the other mail on', async () => {
    const number = (await ownerOrder(1)).order!.order_number;
    await setSwitch('sales_email/shipment/enabled', '0');
    const invoicesBefore = (await mailsTo(owner.email, 'order-invoice')).length;
    const shipmentsBefore = (await mailsTo(owner.email, 'order-shipment')).length;
    await run('invoice', number);
    await run('ship', number);
    expect(await mailsTo(owner.email, 'order-invoice')).toHaveLength(invoicesBefore + 1);
    expect(await mailsTo(owner.email, 'order-shipment')).toHaveLength(shipmentsBefore);
  });

  it('a refused invoice or shipment (nothing left, unknown order) mails nothing', async () => {
    const email = uniqueEmail('refused-mails');
    const number = await guestOrder(email);
    expect((await run('invoice', number)).code).toBe(0);
    expect((await run('ship', number)).code).toBe(0);
    const refusedInvoice = await run('invoice', number);
    expect(refusedInvoice).toEqual({ code: 1, output: `Order ${number} is already fully invoiced.` });
    const refusedShipment = await run('ship', number, '--track', 'AGAIN-1');
    expect(refusedShipment).toEqual({ code: 1, output: `Order ${number} is already fully shipped.` });
    expect(await mailsTo(email, 'order-invoice')).toHaveLength(1);
    expect(await mailsTo(email, 'order-shipment')).toHaveLength(1);
    expect((await run('ship', '999999999')).code).toBe(1);
  });
});
