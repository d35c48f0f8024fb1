// The orders pages rendered on the server: what the list and an order show.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { cartTaxDisplay } from '~/lib/cart/tax-display';
import type { MoneyFragment } from '~/lib/graphql/generated';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersListPage } from './OrdersListPage';
import { loadOrdersPage } from './orders.server';

let rendered: () => ReactNode = () => null;
function RoutedPage() {
  return rendered();
}
const Stub = createRoutesStub([{ path: '/int/customer/account/*', Component: RoutedPage }]);

function render(element: () => ReactNode): string {
  rendered = element;
  return renderToString(
    <I18nProvider i18n={createTranslator('en-US', loadMessages('en-US').messages)}>
      <Stub initialEntries={['/int/customer/account/orders']} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const usd = (value: number): MoneyFragment => ({ value, currency: 'USD' });
const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: null,
  street: ['12 Baker Street'],
  city: 'London',
  region: null,
  postcode: 'NW1 6XE',
  country_code: 'GB' as const,
  telephone: '+44 20 7946 0000',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the orders list', () => {
  it('asks for one page, newest first, and offers the next page', async () => {
    const sent = stubGraphQL({
      CustomerOrders: {
        data: {
          customer: {
            orders: {
              total_count: 12,
              page_info: { current_page: 2, page_size: 10, total_pages: 2 },
              items: [
                {
                  id: 'MTI=',
                  number: '000000012',
                  order_date: '2026-11-21 06:41:08',
                  status: 'processing',
                  total: { grand_total: usd(358.2) },
                },
              ],
            },
          },
        },
      },
    });
    const request = new Request('http://shop.test/int/customer/account/orders?page=2');
    const data = await loadOrdersPage(request, shopContextFixture(request));
    expect(sent[0]?.variables).toEqual({ currentPage: 2, pageSize: 10 });
    const html = render(() => <OrdersListPage data={data} />);
    expect(html).toContain('12 orders');
    expect(html).toContain('Order № 000000012');
    expect(html).toContain('Nov 21, 2026');
    expect(html).toContain('Processing');
    expect(html).toContain('$358.20');
    expect(html).toContain('Page 2 of 2');
    expect(html).toContain('href="/int/customer/account/orders"');
  });
});

describe('an order', () => {
  it('shows items, addresses, methods, taxes by title and the partner with the reward', () => {
    const html = render(() => (
      <OrderDetailPage
        website="int"
        countries={{ GB: 'United Kingdom' }}
        order={{
          id: 'MTI=',
          number: '000000012',
          email: 'ada@example.com',
          order_date: '2026-11-21 06:41:08',
          status: 'Pending',
          shipping_method: 'Flat rate - Fixed',
          billing_address: address,
          shipping_address: address,
          payment_methods: [{ name: 'Check / Money order', type: 'checkmo', additional_data: [] }],
          items: [
            {
              id: '1',
              product_name: 'Oak chair',
              product_sku: 'CHR-1-OAK',
              quantity_ordered: 2,
              product_sale_price: usd(120),
              prices: null,
              selected_options: [{ label: 'Colour', value: 'Oak' }],
              thumbnail: { url: '/media/catalog/product/c/h/chair-oak.jpg', label: 'Oak chair' },
            },
            {
              id: '2',
              product_name: 'Oslo dining set',
              product_sku: 'BND-OSLO-DINING-SET',
              quantity_ordered: 1,
              product_sale_price: usd(1560),
              prices: null,
              selected_options: [],
              thumbnail: null,
              bundle_options: [
                {
                  uid: 'YnVuZGxlLzE=',
                  label: 'Table',
                  values: [
                    {
                      uid: 'v1',
                      product_name: 'Oslo dining table 180 cm',
                      product_sku: 'OSLO-TABLE-180',
                      quantity: 1,
                      price: usd(900),
                    },
                  ],
                },
                {
                  uid: 'YnVuZGxlLzI=',
                  label: 'Chairs',
                  values: [
                    {
                      uid: 'v2',
                      product_name: 'Oslo dining chair, black',
                      product_sku: 'OSLO-CHAIR-BLACK',
                      quantity: 6,
                      price: usd(110),
                    },
                  ],
                },
              ],
            },
          ],
          applied_coupons: [],
          total: {
            subtotal: usd(240),
            subtotal_incl_tax: usd(260),
            shipping_handling: null,
            total_shipping: usd(10),
            total_tax: usd(20),
            discounts: null,
            taxes: [{ title: 'VAT 8%', amount: usd(20) }],
            grand_total: usd(270),
          },
          gift_message: { to: 'Anna', from: 'Boris', message: 'Happy housewarming!' },
          gift_receipt_included: true,
          partner_info: {
            email: 'partner@atrium.example',
            firstname: 'Grace',
            lastname: 'Hopper',
            middlename: null,
            reward: usd(12.5),
          },
          invoices: [
            {
              id: 'Nw==',
              number: '2000000007',
              created_at: '2026-11-22 09:00:00',
              items: [{ id: 'OA==', product_name: 'Oak chair', quantity_invoiced: 2 }],
              total: {
                subtotal: usd(240),
                discounts: null,
                total_shipping: usd(10),
                shipping_handling: { amount_including_tax: usd(10) },
                taxes: [{ title: 'VAT 8%', amount: usd(20) }],
                total_tax: usd(20),
                grand_total: usd(270),
              },
            },
          ],
          shipments: [
            {
              id: 'NQ==',
              number: '2000000005',
              created_at: '2026-11-23 09:00:00',
              tracking: [{ carrier: 'dhl', title: 'DHL Express', number: 'JD014600006281' }],
              items: [{ id: 'Ng==', product_name: 'Oak chair', quantity_shipped: 2 }],
            },
          ],
        }}
      />
    ));
    for (const text of [
      'Order № 000000012',
      'Pending',
      'Oak chair',
      'SKU: CHR-1-OAK',
      'Colour: Oak',
      'Qty: 2',
      // A bundle's chosen products under their options.
      'Oslo dining set',
      'Table: 1 × Oslo dining table 180 cm',
      'Chairs: 6 × Oslo dining chair, black',
      'United Kingdom',
      'Flat rate - Fixed',
      'Check / Money order',
      'VAT 8%',
      '$270.00',
      'Grace Hopper',
      'partner@atrium.example',
      '$12.50',
      // Its invoice and its shipment with the tracking number.
      'Invoice № 2000000007',
      'Invoiced on Nov 22, 2026',
      'Oak chair × 2',
      'Shipment № 2000000005',
      'Shipped on Nov 23, 2026',
      'DHL Express',
      'JD014600006281',
      // The gift message and the gift receipt.
      'Gift message',
      'To: Anna',
      'From: Boris',
      'Happy housewarming!',
      'A gift receipt is included.',
      // The picture of the variant bought, as the order kept it.
      'src="/media/catalog/product/c/h/chair-oak.jpg"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('shows a ru order including VAT as its cart did: shelf prices, the VAT named as included after the total', () => {
    const rub = (value: number): MoneyFragment => ({ value, currency: 'RUB' });
    const html = render(() => (
      <OrderDetailPage
        website="int"
        countries={{}}
        display={cartTaxDisplay({
          shopping_cart_display_price: 2,
          shopping_cart_display_subtotal: 2,
          shopping_cart_display_shipping: 2,
        })}
        order={{
          id: 'MTQ=',
          number: '000000014',
          email: 'ada@example.com',
          order_date: '2026-11-21 06:41:08',
          status: 'Pending',
          gift_message: null,
          gift_receipt_included: false,
          applied_coupons: [],
          shipping_method: 'Courier - Flat rate',
          billing_address: null,
          shipping_address: null,
          payment_methods: [],
          items: [
            {
              id: '1',
              product_name: 'Bazel chair',
              product_sku: 'CHR-92',
              quantity_ordered: 2,
              product_sale_price: rub(16385.25),
              prices: { price_including_tax: rub(19990) },
              selected_options: [],
              thumbnail: null,
            },
          ],
          total: {
            subtotal: rub(32770.49),
            subtotal_incl_tax: rub(39980),
            discounts: [{ label: 'Welcome 10% off', amount: rub(3998), coupon: { code: 'WELCOME10' } }],
            total_shipping: rub(811.48),
            shipping_handling: { amount_including_tax: rub(990) },
            total_tax: rub(6667.03),
            taxes: [{ title: 'НДС 22%', amount: rub(6667.03) }],
            grand_total: rub(36972),
          },
          partner_info: null,
          invoices: [],
          shipments: [],
        }}
      />
    ));
    const testId = (id: string) => html.match(new RegExp(`data-testid="${id}">(.*?)</div>`))?.[1] ?? '';
    const item = html.match(/data-testid="order-item">(.*?)<\/li>/)?.[1] ?? '';
    expect(item).toContain('19,990.00');
    expect(item).not.toContain('16,385.25');
    expect(testId('order-subtotal')).toContain('39,980.00');
    expect(testId('order-shipping')).toContain('990.00');
    expect(testId('order-shipping')).not.toContain('811.48');
    // 39 980 − 3 998 + 990 = 36 972: the VAT is a part of the total, listed after it.
    expect(testId('order-tax-included')).toContain('incl. НДС 22%');
    expect(testId('order-tax-included')).toContain('6,667.03');
    expect(html.indexOf('order-tax-included')).toBeGreaterThan(html.indexOf('36,972.00'));
  });

  it('shows each discount with its label and coupon, and a coupon that gave no discount line', () => {
    const html = render(() => (
      <OrderDetailPage
        website="int"
        countries={{}}
        order={{
          id: 'MTM=',
          number: '000000013',
          email: 'ada@example.com',
          order_date: '2026-11-21 06:41:08',
          status: 'Pending',
          gift_message: null,
          gift_receipt_included: false,
          applied_coupons: [{ code: 'WELCOME10' }, { code: 'FREESHIPINT' }],
          shipping_method: null,
          billing_address: null,
          shipping_address: null,
          payment_methods: [],
          items: [],
          total: {
            subtotal: usd(240),
            subtotal_incl_tax: usd(240),
            discounts: [{ label: 'Welcome 10% off', amount: usd(24), coupon: { code: 'WELCOME10' } }],
            total_shipping: usd(0),
            shipping_handling: null,
            total_tax: usd(0),
            taxes: [],
            grand_total: usd(216),
          },
          partner_info: null,
          invoices: [],
          shipments: [],
        }}
      />
    ));
    const discount = html.match(/data-testid="order-discount">(.*?)<\/div>/)?.[1] ?? '';
    expect(discount).toContain('Welcome 10% off');
    expect(discount).toContain('Coupon WELCOME10');
    expect(discount.replace(/<[^>]+>/g, '')).toContain('−$24.00');
    expect(html.match(/data-testid="order-coupon">(.*?)<\/div>/)?.[1]).toContain('Coupon FREESHIPINT');
    expect(html).toContain('$216.00');
  });
});
