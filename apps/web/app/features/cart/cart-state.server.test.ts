import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { getShopperCart } from './cart-state.server';
import { mergeGuestCart } from './merge-guest-cart.server';
import { writeCart } from './write-cart.server';

const money = (value: number) => ({ value, currency: 'USD' });
const apiCart = (id: string, quantity = 2) => ({
  id,
  total_quantity: quantity,
  is_virtual: false,
  comment: null,
  applied_coupons: [],
  items: [
    {
      __typename: 'SimpleCartItem',
      uid: 'MQ==',
      quantity,
      errors: null,
      product: {
        uid: 'NQ==',
        name: 'Chair',
        sku: 'CHAIR',
        url_key: 'chair',
        url_suffix: '.html',
        stock_status: 'IN_STOCK',
        min_sale_qty: 2,
        qty_increments: 2,
        thumbnail: { url: 'http://shop.test/chair.svg', label: null },
      },
      prices: { price: money(50), row_total: money(50 * quantity), total_item_discount: money(0) },
      customizable_options: [],
    },
  ],
  prices: {
    grand_total: money(120),
    subtotal_excluding_tax: money(100),
    subtotal_including_tax: money(120),
    subtotal_with_discount_excluding_tax: money(100),
    applied_taxes: [{ label: 'VAT', amount: money(20) }],
    discounts: [],
  },
});
const notFound = (id: string) => ({
  errors: [
    { message: `Could not find a cart with ID "${id}"`, extensions: { category: 'graphql-no-such-entity' } },
  ],
});

/** The cart "gone" is unknown to the API; any other id answers an empty cart. */
const freshUnlessGone = (variables: Record<string, unknown>) =>
  variables.cartId === 'gone' ? notFound('gone') : { data: { cart: apiCart('fresh', 0) } };

const request = (cookie?: string) =>
  new Request('http://shop.test/int/', { headers: cookie ? { Cookie: cookie } : {} });
const load = (req: Request) => getShopperCart(new RouterContextProvider(), req, shopContextFixture(req));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shopper’s cart', () => {
  it('is empty for a guest without a cart cookie, without asking the API', async () => {
    const sent = stubGraphQL({});
    const cart = await load(request());
    expect(cart.view.totalQuantity).toBe(0);
    expect(cart.setCookies).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('is loaded from the cart cookie with its lines, quantity rules and totals', async () => {
    const sent = stubGraphQL({ CartDetails: { data: { cart: apiCart('guest-cart') } } });
    const cart = await load(request('cart_id=guest-cart'));
    expect(sent[0]?.variables).toEqual({ cartId: 'guest-cart' });
    expect(cart.setCookies).toEqual([]);
    expect(cart.view.lines[0]).toMatchObject({
      name: 'Chair',
      href: '/int/chair.html',
      quantity: 2,
      rules: { min: 2, step: 2 },
      rowTotal: money(100),
    });
    expect(cart.view.totals).toMatchObject({
      taxes: [{ label: 'VAT', amount: money(20) }],
      grandTotal: money(120),
    });
  });

  it('shows a guest whose cart the API no longer knows an empty cart, creating none', async () => {
    const sent = stubGraphQL({ CartDetails: freshUnlessGone });
    const cart = await load(request('cart_id=gone'));
    expect(sent.map((call) => call.operation)).toEqual(['CartDetails']);
    expect(cart.view.totalQuantity).toBe(0);
    expect(cart.setCookies).toEqual([]);
    expect(cart.message).toBeUndefined();
  });

  it('replaces a customer’s refused cart with the customer’s active cart and sets its cookie', async () => {
    const sent = stubGraphQL({
      CartDetails: freshUnlessGone,
      CustomerCartId: { data: { customerCart: { id: 'fresh' } } },
    });
    const cart = await load(request('cart_id=gone; auth_token=t'));
    expect(sent.map((call) => call.operation)).toEqual(['CartDetails', 'CustomerCartId', 'CartDetails']);
    expect(cart.setCookies[0]).toMatch(/^cart_id=fresh; Max-Age=86400; Path=\/int; HttpOnly/);
  });

  it('says "Can\'t get cart data" after three failed fetches', async () => {
    const sent = stubGraphQL({ CartDetails: { status: 502, body: 'Bad gateway' } });
    const cart = await load(request('cart_id=guest-cart'));
    expect(sent).toHaveLength(3);
    expect(cart.message).toEqual({ type: 'error', key: 'cart.errors.cant_get_cart_data' });
    expect(cart.view.lines).toEqual([]);
  });

  it('is the customer’s cart for a signed-in shopper without a cart cookie', async () => {
    stubGraphQL({
      CustomerCartId: { data: { customerCart: { id: 'customer-cart' } } },
      CartDetails: { data: { cart: apiCart('customer-cart') } },
    });
    const cart = await load(request('auth_token=t'));
    expect(cart.view.totalQuantity).toBe(2);
    expect(cart.setCookies[0]).toMatch(/^cart_id=customer-cart;/);
  });
});

describe('writing to the cart', () => {
  it('creates a cart for a guest who has none and runs the write on it', async () => {
    stubGraphQL({ CreateEmptyCart: { data: { createEmptyCart: 'new-cart' } } });
    const req = request();
    const write = vi.fn(async (cartId: string) => ({ ok: true as const, data: cartId }));
    const result = await writeCart(req, shopContextFixture(req), 'test', write);
    expect(result).toMatchObject({ ok: true, data: 'new-cart' });
    expect(result.setCookies[0]).toMatch(/^cart_id=new-cart;/);
  });

  it('runs the write again on a new cart when the API refuses the old one', async () => {
    stubGraphQL({ CreateEmptyCart: { data: { createEmptyCart: 'new-cart' } } });
    const req = request('cart_id=inactive');
    const write = vi.fn(async (cartId: string) =>
      cartId === 'inactive'
        ? {
            ok: false as const,
            error: {
              kind: 'graphql' as const,
              message: "The cart isn't active.",
              errors: [{ message: "The cart isn't active." }],
            },
          }
        : { ok: true as const, data: cartId },
    );
    const result = await writeCart(req, shopContextFixture(req), 'test', write);
    expect(write.mock.calls.map(([id]) => id)).toEqual(['inactive', 'new-cart']);
    expect(result).toMatchObject({ ok: true, data: 'new-cart' });
  });

  it('shows the API’s message for any other refusal, without a new cart', async () => {
    const sent = stubGraphQL({});
    const req = request('cart_id=guest-cart');
    const message = 'The requested qty is not available';
    const result = await writeCart(req, shopContextFixture(req), 'test', async () => ({
      ok: false as const,
      error: { kind: 'graphql' as const, message, errors: [{ message }] },
    }));
    expect(result).toEqual({ ok: false, message: { text: message }, setCookies: [] });
    expect(sent).toEqual([]);
  });
});

describe('the guest cart at sign-in', () => {
  it('is merged into the customer’s cart, whose id the cookie then holds', async () => {
    const sent = stubGraphQL({
      CustomerCartId: { data: { customerCart: { id: 'customer-cart' } } },
      MergeCarts: { data: { mergeCarts: { id: 'customer-cart', total_quantity: 3 } } },
    });
    const req = request('cart_id=guest-cart');
    const cookies = await mergeGuestCart(req, shopContextFixture(req), 'new-token');
    expect(sent[1]?.variables).toEqual({ source: 'guest-cart', destination: 'customer-cart' });
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^cart_id=customer-cart;/);
  });

  it('signs in anyway when the merge fails, saying "Merge customer error"', async () => {
    stubGraphQL({
      CustomerCartId: { data: { customerCart: { id: 'customer-cart' } } },
      MergeCarts: { errors: [{ message: 'Internal server error' }] },
    });
    const req = request('cart_id=guest-cart');
    const cookies = await mergeGuestCart(req, shopContextFixture(req), 'new-token');
    expect(cookies[0]).toMatch(/^cart_id=customer-cart;/);
    expect(decodeURIComponent(cookies[1] ?? '')).toContain('"key":"cart.errors.merge"');
  });
});

describe('the cart guards', () => {
  it('empty-cart sends a shopper without items home', async () => {
    stubGraphQL({});
    const run = await runGuard('empty-cart', 'http://shop.test/int/checkout');
    expect(run.passed).toBe(false);
    expect(run.response.headers.get('Location')).toBe('/int/');
  });

  it('empty-cart lets a shopper with items through', async () => {
    stubGraphQL({ CartDetails: { data: { cart: apiCart('guest-cart') } } });
    const run = await runGuard('empty-cart', 'http://shop.test/int/checkout', {
      cookie: 'cart_id=guest-cart',
    });
    expect(run.passed).toBe(true);
  });

  it('update-cart loads the cart again and sets the cookie of a replaced cart', async () => {
    stubGraphQL({
      CartDetails: freshUnlessGone,
      CustomerCartId: { data: { customerCart: { id: 'fresh' } } },
    });
    const run = await runGuard('update-cart', 'http://shop.test/int/checkout/cart', {
      cookie: 'cart_id=gone; auth_token=t',
    });
    expect(run.passed).toBe(true);
    expect(run.response.headers.get('Set-Cookie')).toMatch(/^cart_id=fresh;/);
  });
});
