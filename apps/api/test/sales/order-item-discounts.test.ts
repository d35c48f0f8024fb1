// An order line's discount as Magento's `OrderItemInterface.discounts`: the line's amount under the
// order's discount labels (a line without a discount lists none), on plain and bundle lines.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { cartRule } from '../../src/modules/pricing/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { insertBundle } from '../catalog/bundle-fixtures.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { type CartPlan, INT, LONDON, ok, placeOrder, readyCart } from '../checkout/support.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { applyCoupon } from '../pricing/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);
let bundleChoice = '';

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

beforeAll(async () => {
  const db = api.database.db;
  const simple = (sku: string, usd: string) =>
    insertProduct(db, {
      sku,
      texts: { 0: { name: sku } },
      prices: { 1: { price: String(Number(usd) * 80) }, 2: { price: usd } },
      weight: '5',
    });
  const ids = [
    await simple('DSC-SOFA', '500'),
    await simple('DSC-LAMP', '100'),
    await simple('DSC-OAK', '109'),
  ];
  const pair = await insertProduct(db, {
    sku: 'DSC-PAIR',
    typeId: 'bundle',
    texts: { 0: { name: 'A pair of chairs' } },
    prices: { 1: { price: '40000' }, 2: { price: '500' } },
    weight: '15',
  });
  const bundle = await insertBundle(db, {
    productId: pair,
    dynamicPrice: false,
    dynamicWeight: false,
    options: [
      {
        titles: { 0: 'Chairs' },
        type: 'select',
        selections: [{ productId: ids[2] as number, qty: '2', prices: { 2: '100' }, isDefault: true }],
      },
    ],
  });
  bundleChoice = Buffer.from(`bundle/${bundle.options[0]}/${bundle.selections[0]?.[0]}/2`).toString('base64');
  // An automatic rule on the sofa alone, beside the demo coupon WELCOME10 (10 % off everything).
  await db.insert(cartRule).values({
    name: 'Sofa week',
    labels: { '0': 'Sofa week' },
    websiteIds: [2],
    customerTypes: ['guest', 'client', 'partner', 'manager'],
    action: 'by_percent',
    discountAmount: '20',
    skus: ['DSC-SOFA'],
  });
  await bumpStoreVersion(db);
  await reindexProducts(db, [...ids, pair]);
});

const ORDER = `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  total { discounts { label amount { value currency } } }
  items { __typename product_sku prices { total_item_discount { value } }
    discounts { label amount { value currency } applied_to coupon { code } } }
} } } }`;

async function order(items: CartPlan['items'], coupon?: string): Promise<Any> {
  const account = await createAccount(api);
  const headers = { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
  const cartId = await readyCart(api, { headers, items, address: LONDON, payment: null });
  if (coupon) ok(await applyCoupon(api, cartId, coupon, headers));
  ok(
    await api.gql(
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { variables: { id: cartId }, headers },
    ),
  );
  const placed = await placeOrder(api, cartId, headers);
  expect(placed.errors).toEqual([]);
  const res = ok(
    await api.gql<{ customer: Any }>(ORDER, { variables: { number: placed.order!.order_number }, headers }),
  );
  const [found] = res.customer.orders.items;
  found.items.sort((a: Any, b: Any) => a.product_sku.localeCompare(b.product_sku));
  return found;
}

describe('order item discounts', () => {
  it("list the line's discount under the rule's label, and nothing for a line without one", async () => {
    const placed = await order([
      { sku: 'DSC-SOFA', quantity: 1 },
      { sku: 'DSC-LAMP', quantity: 2 },
    ]);
    expect(placed.total.discounts).toEqual([{ label: 'Sofa week', amount: { value: 100, currency: 'USD' } }]);
    const [lamp, sofa] = placed.items;
    expect(lamp).toMatchObject({ product_sku: 'DSC-LAMP', discounts: [] });
    expect(sofa).toEqual({
      __typename: 'OrderItem',
      product_sku: 'DSC-SOFA',
      prices: { total_item_discount: { value: 100 } },
      discounts: [
        { label: 'Sofa week', amount: { value: 100, currency: 'USD' }, applied_to: 'ITEM', coupon: null },
      ],
    });
  });

  it("name a line's discount by the order's labels when several rules gave it, with the coupon, on bundles too", async () => {
    const placed = await order(
      [
        { sku: 'DSC-SOFA', quantity: 1 },
        { sku: 'DSC-PAIR', quantity: 1, selected_options: [bundleChoice] },
      ],
      'WELCOME10',
    );
    const labels = placed.total.discounts.map((d: Any) => d.label);
    expect([...labels].sort()).toEqual(['Sofa week', 'Welcome 10% off']);
    const [pair, sofa] = placed.items;
    for (const line of [pair, sofa]) {
      expect(line.prices.total_item_discount.value).toBeGreaterThan(0);
      expect(line.discounts).toEqual([
        {
          label: labels.join(', '),
          amount: { value: line.prices.total_item_discount.value, currency: 'USD' },
          applied_to: 'ITEM',
          coupon: { code: 'WELCOME10' },
        },
      ]);
    }
    expect(pair.__typename).toBe('BundleOrderItem');
    // the bundle costs 500 + 2 × 100 = 700 and takes the coupon's 10 % only
    expect(pair.prices.total_item_discount.value).toBe(70);
  });
});
