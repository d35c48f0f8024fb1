// customer.orders: the signed-in customer's orders with every field of the spec, paging, filter,
// sort and scope; the partner's reward; addresses kept in the address book.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../src/seed/customers.ts';
import {
  type Any,
  INT,
  LONDON,
  MOSCOW,
  ORDER_FIELDS,
  ok,
  placeOrder,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);
let token: string;
const placedNumbers: string[] = [];

const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort, scope: $scope) {
    total_count page_info { current_page page_size total_pages } items { ${ORDER_FIELDS} }
  } }
}`;

const orders = async (variables: Record<string, unknown>, headers: Record<string, string>) =>
  api.gql<Any>(ORDERS, { variables, headers });

beforeAll(async () => {
  await stockedProduct(api.database.db, 'ORD-DESK', {
    stock: '50',
    ru: '24000',
    int: '240',
    name: 'Writing desk',
  });
  const account = await createAccount(api, { firstname: 'Olga', lastname: 'Orlova' });
  token = await signIn(api, account.email, account.password);
  for (const headers of [RU, RU, RU, INT]) {
    const h = { ...headers, ...bearer(token) };
    const cartId = await readyCart(api, {
      headers: h,
      items: [{ sku: 'ORD-DESK', quantity: 1 }],
      address: { ...(headers === INT ? LONDON : MOSCOW), save_in_address_book: true },
      payment: headers === INT ? { code: 'checkmo' } : undefined,
    });
    placedNumbers.push((await placeOrder(api, cartId, h)).order!.order_number);
  }
});

describe('customer.orders', () => {
  it('lists the current store view’s orders, oldest first, with the spec’s fields', async () => {
    const res = ok(await orders({}, { ...RU, ...bearer(token) }));
    const list = res.customer.orders;
    expect(list.total_count).toBe(3);
    expect(list.items.map((o: Any) => o.number)).toEqual(placedNumbers.slice(0, 3));
    expect(list.items[0]).toMatchObject({
      status: 'В ожидании',
      shipping_address: {
        firstname: 'Иван',
        city: 'Москва',
        region: 'Moscow',
        telephone: '+7 495 000-00-00',
      },
      payment_methods: [{ type: 'cashondelivery', name: 'Оплата при получении' }],
      items: [{ product_sku: 'ORD-DESK', product_name: 'Writing desk', quantity_ordered: 1 }],
      total: {
        grand_total: { currency: 'RUB' },
        subtotal: { currency: 'RUB' },
        total_shipping: { currency: 'RUB' },
      },
      partner_info: null,
    });
    expect(list.items[0].order_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('gives the subtotal and each line excluding and including tax (ru shelf prices include 22 % VAT)', async () => {
    const query = `query { customer { orders(filter: {number: {eq: "${placedNumbers[0]}"}}) { items {
      total { subtotal { value } subtotal_excl_tax { value } subtotal_incl_tax { value } total_tax { value } }
      items { product_sale_price { value } prices {
        price { value } price_including_tax { value } row_total { value } row_total_including_tax { value }
        total_item_discount { value }
      } }
    } } } }`;
    const [order] = ok(await api.gql<Any>(query, { headers: { ...RU, ...bearer(token) } })).customer.orders
      .items;
    expect(order.total.subtotal_incl_tax.value).toBe(24000);
    expect(order.total.subtotal_excl_tax.value).toBe(19672.13);
    expect(order.total.subtotal.value).toBe(19672.13);
    expect(order.items[0].product_sale_price.value).toBe(19672.13);
    expect(order.items[0].prices).toEqual({
      price: { value: 19672.13 },
      price_including_tax: { value: 24000 },
      row_total: { value: 19672.13 },
      row_total_including_tax: { value: 24000 },
      total_item_discount: { value: 0 },
    });
  });

  it('pages, filters by number and sorts', async () => {
    const h = { ...RU, ...bearer(token) };
    const page2 = ok(await orders({ size: 2, page: 2 }, h)).customer.orders;
    expect(page2).toMatchObject({
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
    });
    expect(page2.items.map((o: Any) => o.number)).toEqual([placedNumbers[2]]);
    const eq = ok(await orders({ filter: { number: { eq: placedNumbers[1] } } }, h)).customer.orders;
    expect(eq.items.map((o: Any) => o.number)).toEqual([placedNumbers[1]]);
    const match = ok(await orders({ filter: { number: { match: placedNumbers[0]!.slice(-2) } } }, h)).customer
      .orders;
    expect(match.items.map((o: Any) => o.number)).toContain(placedNumbers[0]);
    const desc = ok(await orders({ sort: { sort_field: 'NUMBER', sort_direction: 'DESC' } }, h)).customer
      .orders;
    expect(desc.items.map((o: Any) => o.number)).toEqual(placedNumbers.slice(0, 3).reverse());
  });

  it('widens to every store view with scope GLOBAL', async () => {
    const all = ok(await orders({ scope: 'GLOBAL' }, { ...RU, ...bearer(token) })).customer.orders;
    expect(all.total_count).toBe(4);
    const int = all.items.find((o: Any) => o.number === placedNumbers[3]);
    // Amounts stay in the order's currency; the status label follows the asking store view.
    expect(int).toMatchObject({ status: 'В ожидании', total: { grand_total: { currency: 'USD' } } });
  });

  it('refuses a page or page size below 1 with Magento’s messages', async () => {
    const h = { ...RU, ...bearer(token) };
    expect((await orders({ page: 0 }, h)).errors?.[0]?.message).toBe(
      'currentPage value must be greater than 0.',
    );
    expect((await orders({ size: 0 }, h)).errors?.[0]?.message).toBe(
      'pageSize value must be greater than 0.',
    );
  });

  it('keeps the new addresses in the address book, the first as the defaults', async () => {
    const res = ok(
      await api.gql<Any>(
        '{ customer { default_billing default_shipping addresses { id city country_code } } }',
        {
          headers: { ...RU, ...bearer(token) },
        },
      ),
    );
    expect(res.customer.addresses.map((a: Any) => a.city)).toContain('Москва');
    expect(res.customer.addresses.map((a: Any) => a.city)).toContain('London');
    expect(res.customer.default_shipping).toBe(String(res.customer.addresses[0].id));
  });
});

describe('partner_info', () => {
  it('credits a partner’s own order with the configured reward percentage of the subtotal', async () => {
    const partner = await signIn(api, DEMO_CUSTOMERS.partner, DEMO_CUSTOMER_PASSWORD);
    const h = { ...RU, ...bearer(partner) };
    const cartId = await readyCart(api, { headers: h, items: [{ sku: 'ORD-DESK', quantity: 2 }] });
    const placed = await placeOrder(api, cartId, h);
    const subtotal = placed.orderV2.total.subtotal.value;
    expect(placed.orderV2.partner_info).toEqual({
      email: DEMO_CUSTOMERS.partner,
      firstname: 'Алексей',
      lastname: 'Петров',
      middlename: null,
      reward: { value: Math.round(subtotal * 5) / 100, currency: 'RUB' },
    });
  });
});
