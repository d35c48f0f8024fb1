// Invoices and shipments (Magento 2.4.7 CustomerOrder.invoices / shipments): a redirect payment's
// confirmation writes the invoice; an order paid offline is invoiced by `npm run orders -- invoice`;
// `ship` writes a shipment with tracking numbers; the status follows (processing → complete). A
// refused command changes nothing, and only the order's owner (or its guest, by token) sees them.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand, UsageError } from '../../src/cli/orders-command.ts';
import {
  salesDocumentSequence,
  salesInvoice,
  salesOrder,
  salesOrderItem,
  salesOrderPayment,
  salesShipment,
  salesShipmentTrack,
} from '../../src/modules/sales/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import {
  type Any,
  INT,
  LONDON,
  ok,
  placeOrder,
  pressSandboxButton,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi({ ...FAST_HASHING, PAYMENT_SANDBOX: 'true' });
const SKU = 'FUL-SOFA';
const M = 'value currency';

const FULFILMENT = `
  number status
  items { product_sku quantity_ordered quantity_invoiced quantity_shipped status }
  invoices {
    id number created_at
    items { id product_sku product_name quantity_invoiced product_sale_price { ${M} } discounts { amount { ${M} } }
      order_item { product_sku quantity_invoiced } }
    total { grand_total { ${M} } base_grand_total { ${M} } subtotal { ${M} } total_shipping { ${M} } total_tax { ${M} } }
    comments { message }
  }
  shipments {
    id number created_at
    tracking { carrier title number }
    items { id product_sku quantity_shipped order_item { product_sku quantity_shipped } }
  }`;
const ORDER = `query($number: String) { customer { orders(filter: {number: {eq: $number}}, scope: GLOBAL) { items { ${FULFILMENT} total { grand_total { ${M} } } } } } }`;
const BY_TOKEN = `query($token: String!) { guestOrderByToken(input: {token: $token}) { ${FULFILMENT} } }`;

let owner: Shopper;

async function run(...args: string[]) {
  const info: string[] = [];
  const error: string[] = [];
  const code = await runCommand(api.database.db, parseCommand(args), {
    info: (line) => info.push(line),
    error: (line) => error.push(line),
  });
  return { code, output: info.join('\n'), error: error.join('\n') };
}

/** The order as its owner reads it. */
async function read(number: string, headers: Record<string, string> = owner.headers): Promise<Any> {
  const res = ok(await api.gql<Any>(ORDER, { variables: { number }, headers: { ...INT, ...headers } }));
  return res.customer.orders.items[0];
}

/** Places an order of `quantity` sofas for the owner (INT ships to London). */
async function order(payment: string, quantity = 1, headers: Record<string, string> = owner.headers) {
  const h = { ...INT, ...headers };
  const cartId = await readyCart(api, {
    headers: h,
    items: [{ sku: SKU, quantity }],
    address: LONDON,
    payment: { code: payment },
  });
  const placed = await placeOrder(api, cartId, h);
  expect(placed.errors).toEqual([]);
  return placed;
}

/** Everything the commands may write, to prove a refused one wrote nothing. */
async function snapshot() {
  const db = api.database.db;
  return {
    orders: await db.select({ n: salesOrder.incrementId, s: salesOrder.status }).from(salesOrder),
    items: await db
      .select({ id: salesOrderItem.id, i: salesOrderItem.qtyInvoiced, s: salesOrderItem.qtyShipped })
      .from(salesOrderItem),
    payments: await db
      .select({ o: salesOrderPayment.orderId, s: salesOrderPayment.state })
      .from(salesOrderPayment),
    invoices: (await db.select({ n: count() }).from(salesInvoice))[0]?.n,
    shipments: (await db.select({ n: count() }).from(salesShipment))[0]?.n,
    tracks: (await db.select({ n: count() }).from(salesShipmentTrack))[0]?.n,
    sequences: await db.select().from(salesDocumentSequence),
  };
}

const paymentState = async (number: string) => {
  const [row] = await api.database.db
    .select({ state: salesOrderPayment.state })
    .from(salesOrderPayment)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderPayment.orderId))
    .where(eq(salesOrder.incrementId, number));
  return row?.state;
};

beforeAll(async () => {
  await stockedProduct(api.database.db, SKU, { stock: '100', ru: '30000', int: '300', name: 'Sofa' });
  owner = await newShopper(api);
});

describe('an order paid online', () => {
  it('gets its invoice when the payment provider confirms the payment', async () => {
    const placed = await order('paypal_express', 2);
    const number = placed.order!.order_number;
    expect((await read(number)).invoices).toEqual([]);
    const back = await pressSandboxButton(api, placed.order!.redirect_url!, 'approve');
    expect(back.searchParams.get('result')).toBe('paid');
    const view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.invoices).toHaveLength(1);
    const [invoice] = view.invoices;
    expect(invoice.number).toMatch(/^\d{10}$/);
    expect(invoice.id).toBe(Buffer.from(atob(invoice.id)).toString('base64'));
    expect(invoice.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(invoice.total.grand_total).toEqual(view.total.grand_total);
    expect(invoice.total.total_shipping.value).toBeGreaterThan(0);
    expect(invoice.items).toEqual([
      expect.objectContaining({
        product_sku: SKU,
        product_name: 'Sofa',
        quantity_invoiced: 2,
        product_sale_price: { value: 300, currency: view.total.grand_total.currency },
        discounts: [],
        order_item: { product_sku: SKU, quantity_invoiced: 2 },
      }),
    ]);
    expect(view.items[0]).toMatchObject({ quantity_invoiced: 2, quantity_shipped: 0, status: 'Invoiced' });
    expect(view.shipments).toEqual([]);
  });

  it('is not invoiced twice, nor by the command while its payment is awaited', async () => {
    const paid = await order('paypal_express');
    await pressSandboxButton(api, paid.order!.redirect_url!, 'approve');
    const waiting = await order('paypal_express');
    const before = await snapshot();
    expect(await run('invoice', paid.order!.order_number)).toMatchObject({
      code: 1,
      error: `Order ${paid.order!.order_number} is already fully invoiced.`,
    });
    const refused = await run('invoice', waiting.order!.order_number);
    expect(refused.code).toBe(1);
    expect(refused.error).toMatch(/is waiting for its online payment/);
    expect((await run('ship', waiting.order!.order_number)).code).toBe(1);
    expect(await snapshot()).toEqual(before);
  });
});

describe('an order paid offline', () => {
  it('is invoiced by the command, then shipped with tracking numbers: pending → processing → complete', async () => {
    const placed = await order('checkmo', 3);
    const number = placed.order!.order_number;
    expect((await read(number)).status).toBe('Pending');
    expect(await paymentState(number)).toBe('pending');

    const invoiced = await run('invoice', number);
    expect(invoiced.code).toBe(0);
    expect(invoiced.output).toMatch(
      new RegExp(`^Order ${number}: invoice \\d{10} written; the order is now processing\\.$`),
    );
    expect(await paymentState(number)).toBe('paid');
    let view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.invoices.map((i: Any) => i.items[0].quantity_invoiced)).toEqual([3]);
    expect(view.invoices[0].total.grand_total).toEqual(view.total.grand_total);

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
    expect(shipped.output.split('\n')[0]).toMatch(
      new RegExp(`^Order ${number}: shipment \\d{10} written; the order is now complete\\.$`),
    );
    view = await read(number);
    expect(view.status).toBe('Complete');
    expect(view.shipments).toHaveLength(1);
    expect(view.shipments[0].number).toMatch(/^\d{10}$/);
    expect(view.shipments[0].tracking).toEqual([
      { carrier: 'dhl', title: 'DHL Express', number: 'JD0142' },
      { carrier: 'dhl', title: 'DHL Express', number: 'JD0143' },
    ]);
    expect(view.shipments[0].items).toEqual([
      expect.objectContaining({
        product_sku: SKU,
        quantity_shipped: 3,
        order_item: { product_sku: SKU, quantity_shipped: 3 },
      }),
    ]);
    expect(view.items[0]).toMatchObject({ quantity_invoiced: 3, quantity_shipped: 3, status: 'Shipped' });
  });

  it("numbers invoices and shipments per store view, as Magento's sequences", async () => {
    const a = await order('banktransfer');
    const b = await order('banktransfer');
    await run('invoice', a.order!.order_number);
    await run('invoice', b.order!.order_number);
    const [first, second] = [await read(a.order!.order_number), await read(b.order!.order_number)];
    expect(Number(second.invoices[0].number)).toBe(Number(first.invoices[0].number) + 1);
    // The int store view's numbers carry its id as prefix, like its order numbers.
    expect(first.invoices[0].number.slice(0, 1)).toBe(a.order!.order_number.slice(0, 1));
  });

  it("shipped first, then invoiced: processing, then complete; a track takes the order's carrier by default", async () => {
    const placed = await order('banktransfer', 1);
    const number = placed.order!.order_number;
    expect((await run('ship', number, '--track', 'AB-1')).code).toBe(0);
    let view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.shipments[0].tracking).toEqual([{ carrier: 'flatrate', title: 'Courier', number: 'AB-1' }]);
    expect(view.invoices).toEqual([]);
    expect(view.items[0]).toMatchObject({ quantity_shipped: 1, quantity_invoiced: 0 });
    expect((await run('invoice', number)).output).toMatch(/the order is now complete\.$/);
    view = await read(number);
    expect(view.status).toBe('Complete');
  });

  it("charges the order's discount and taxes: the invoice's lines and totals as the order's", async () => {
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: SKU, quantity: 2 }],
      email: 'discounted.invoice@example.com',
      payment: { code: 'banktransfer' },
    });
    ok(
      await api.gql<Any>(
        'mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "WELCOME10"}) { cart { id } } }',
        { variables: { id: cartId }, headers: RU },
      ),
    );
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    expect((await run('invoice', placed.order!.order_number)).code).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(salesOrder)
      .where(eq(salesOrder.incrementId, placed.order!.order_number));
    const [invoice] = await api.database.db
      .select()
      .from(salesInvoice)
      .where(eq(salesInvoice.orderId, row!.id));
    expect(Number(row!.discountAmount)).toBeGreaterThan(0);
    expect(invoice).toMatchObject({
      subtotal: row!.subtotal,
      discountAmount: row!.discountAmount,
      shippingAmount: row!.shippingAmount,
      taxAmount: row!.taxAmount,
      grandTotal: row!.grandTotal,
      baseGrandTotal: row!.baseGrandTotal,
    });
    // A ru store view's invoice numbers have no prefix (the first store view), as its orders.
    expect(invoice!.incrementId).toMatch(/^\d{9}$/);
  });

  it('ships without tracking numbers', async () => {
    const placed = await order('checkmo');
    expect((await run('ship', placed.order!.order_number)).code).toBe(0);
    expect((await read(placed.order!.order_number)).shipments[0].tracking).toEqual([]);
  });
});

describe('refusals change nothing', () => {
  it('an unknown number, a canceled order, nothing left to invoice or ship, a bad carrier code', async () => {
    const declined = await order('paypal_express');
    await pressSandboxButton(api, declined.order!.redirect_url!, 'decline');
    const done = await order('checkmo');
    await run('invoice', done.order!.order_number);
    await run('ship', done.order!.order_number);
    const open = await order('checkmo');
    const before = await snapshot();
    expect(await run('invoice', '999999999')).toEqual({
      code: 1,
      output: '',
      error: 'No order has the number "999999999".',
    });
    expect((await run('ship', '999999999')).code).toBe(1);
    expect((await run('invoice', declined.order!.order_number)).error).toBe(
      `Order ${declined.order!.order_number} is canceled: it cannot be invoiced.`,
    );
    expect((await run('ship', declined.order!.order_number)).error).toBe(
      `Order ${declined.order!.order_number} is canceled: it cannot be shipped.`,
    );
    expect((await run('invoice', done.order!.order_number)).error).toBe(
      `Order ${done.order!.order_number} is already fully invoiced.`,
    );
    expect((await run('ship', done.order!.order_number)).error).toBe(
      `Order ${done.order!.order_number} is already fully shipped.`,
    );
    const bad = await run('ship', open.order!.order_number, '--carrier', 'D H L', '--track', '1');
    expect(bad.code).toBe(1);
    expect(bad.error).toMatch(/^Carrier code "D H L" is not valid/);
    expect((await run('ship', open.order!.order_number, '--track', ' ')).error).toBe(
      'A tracking number must have 1 to 255 characters.',
    );
    expect(await snapshot()).toEqual(before);
    expect((await read(open.order!.order_number)).status).toBe('Pending');
  });

  it('refuses wrong arguments before touching the database', () => {
    expect(parseCommand([])).toEqual({ command: 'help' });
    expect(parseCommand(['ship', '--help'])).toEqual({ command: 'help' });
    expect(() => parseCommand(['refund', '1'])).toThrow(new UsageError('Unknown command "refund".'));
    expect(() => parseCommand(['invoice'])).toThrow(/"invoice" needs an order number/);
    expect(() => parseCommand(['invoice', '1', '2'])).toThrow(/takes an order number and --item options/);
    expect(() => parseCommand(['invoice', '1', '--item', 'SOFA'])).toThrow(/--item takes <sku>=<quantity>/);
    expect(() => parseCommand(['invoice', '1', '--item', 'SOFA=1,5'])).toThrow(/--item takes/);
    expect(() => parseCommand(['ship', '1', '--item', 'A=1', '--item', 'A=2'])).toThrow(
      '--item A is given twice: give its whole quantity once.',
    );
    expect(parseCommand(['invoice', '1', '--item', 'A=1.5', '--item', 'B=-1'])).toEqual({
      command: 'invoice',
      number: '1',
      items: [
        { sku: 'A', qty: '1.5' },
        { sku: 'B', qty: '-1' },
      ],
    });
    expect(() => parseCommand(['invoice', "1'; drop"])).toThrow(/is not an order number/);
    expect(() => parseCommand(['ship', '1', '--carrier', 'dhl'])).toThrow(/add --track <number>/);
    expect(() => parseCommand(['ship', '1', '--track'])).toThrow('--track needs a value.');
    expect(() => parseCommand(['ship', '1', '--speed', 'fast'])).toThrow(/Unknown option "--speed"/);
    expect(parseCommand(['ship', '1', '--track', 'A', '--carrier', 'ups', '--track', 'B'])).toEqual({
      command: 'ship',
      number: '1',
      items: [],
      tracks: [
        { number: 'A', carrierCode: 'ups' },
        { number: 'B', carrierCode: 'ups' },
      ],
    });
  });

  it('prints the usage and exits with 2 on a usage error', async () => {
    const script = fileURLToPath(new URL('../../src/cli/orders.ts', import.meta.url));
    const error = await promisify(execFile)(process.execPath, [script, 'ship']).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(2);
    expect(error?.stderr).toContain('"ship" needs an order number');
    expect(error?.stderr).toContain('Usage: npm run orders -- <command>');
  });
});

describe('who sees invoices and shipments', () => {
  let number: string;
  let guestToken: string;

  beforeAll(async () => {
    const placed = await order('checkmo');
    number = placed.order!.order_number;
    await run('invoice', number);
    await run('ship', number, '--track', 'SEE-1');
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: SKU, quantity: 1 }],
      email: 'guest.fulfilment@example.com',
    });
    const guest = ok(
      await api.gql<Any>(
        'mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number token } } }',
        { variables: { id: cartId }, headers: RU },
      ),
    ).placeOrder.orderV2;
    guestToken = guest.token;
    await run('invoice', guest.number);
    await run('ship', guest.number, '--track', 'GUEST-1');
  });

  it('the owner sees them', async () => {
    const view = await read(number);
    expect(view.invoices).toHaveLength(1);
    expect(view.shipments[0].tracking[0].number).toBe('SEE-1');
  });

  for (const role of ['client', 'partner', 'manager'] as const) {
    it(`another customer (${role}) sees no order, hence no invoice or shipment`, async () => {
      const stranger = await newCustomer(api, role);
      const res = await api.gql<Any>(ORDER, {
        variables: { number },
        headers: { ...INT, ...stranger.headers },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data.customer.orders.items).toEqual([]);
      expect(JSON.stringify(res)).not.toContain('SEE-1');
    });
  }

  it('a guest gets the authorization error and nothing of the order', async () => {
    const res = await api.gql<Any>(ORDER, { variables: { number }, headers: INT });
    expect(res.data?.customer).toBeNull();
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect(JSON.stringify(res)).not.toContain('SEE-1');
  });

  it("a guest order's invoices and shipments are read with its token, by no one without it", async () => {
    const res = ok(await api.gql<Any>(BY_TOKEN, { variables: { token: guestToken }, headers: RU }));
    expect(res.guestOrderByToken.status).toBe('Выполнен');
    expect(res.guestOrderByToken.invoices).toHaveLength(1);
    expect(res.guestOrderByToken.shipments[0].tracking[0].number).toBe('GUEST-1');
    const forged = await api.gql<Any>(BY_TOKEN, { variables: { token: `${guestToken}x` }, headers: RU });
    expect(forged.data).toBeNull();
    expect(JSON.stringify(forged)).not.toContain('GUEST-1');
  });
});
