// Getting carts: guest carts with random or chosen ids, the customer's one active cart, inactive
// carts, carts of the other website, and carts that change hands (mergeCarts,
// assignCustomerToGuestCart).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../../src/modules/cart/tables.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addItems, errorOf, GET, INT, insertCartCatalogue, newCart, ok } from './fixtures.ts';

const api = useTestApi(FAST_HASHING);
const P = 'CL';

beforeAll(async () => {
  await insertCartCatalogue(api.database.db, P);
});

const CUSTOMER_CART =
  '{ customerCart { id email items { quantity product { sku } } applied_coupons { code } } }';
const MERGE = `mutation($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    id items { quantity product { sku } } applied_coupons { code }
  }
}`;
const ASSIGN = `mutation($id: String!) {
  assignCustomerToGuestCart(cart_id: $id) { id items { quantity product { sku } } }
}`;

async function customer(): Promise<Record<string, string>> {
  const account = await createAccount(api);
  return { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
}

const lines = (c: Any) => c.items.map((i: Any) => [i.product.sku, i.quantity]);

async function deactivate(maskedId: string) {
  await api.database.db.update(cart).set({ isActive: false }).where(eq(cart.maskedId, maskedId));
}

describe('creating carts', () => {
  it('gives guests a new 32-character id each time, or the id they chose', async () => {
    const [a, b] = [await newCart(api), await newCart(api)];
    expect(a).not.toBe(b);
    const chosen = 'A'.repeat(16) + 'b'.repeat(16);
    const created = ok(
      await api.gql<{ createEmptyCart: string }>(
        'mutation($id: String) { createEmptyCart(input: { cart_id: $id }) }',
        {
          variables: { id: chosen },
          headers: INT,
        },
      ),
    );
    expect(created.createEmptyCart).toBe(chosen);
    const again = await api.gql('mutation($id: String) { createEmptyCart(input: { cart_id: $id }) }', {
      variables: { id: chosen },
      headers: INT,
    });
    expect(errorOf(again)).toEqual({
      message: `Cart with ID "${chosen}" already exists.`,
      category: 'graphql-already-exists',
    });
    const short = await api.gql('mutation { createEmptyCart(input: { cart_id: "abc" }) }', { headers: INT });
    expect(errorOf(short).message).toBe('Cart ID length should to be 32 symbols.');
  });

  it('createGuestCart answers the cart for guests and refuses customers', async () => {
    const res = ok(
      await api.gql<{ createGuestCart: Any }>('mutation { createGuestCart { cart { id total_quantity } } }', {
        headers: INT,
      }),
    );
    expect(res.createGuestCart.cart).toMatchObject({ total_quantity: 0 });
    expect(res.createGuestCart.cart.id).toHaveLength(32);
    const refused = await api.gql('mutation { createGuestCart { cart { id } } }', {
      headers: await customer(),
    });
    expect(errorOf(refused)).toEqual({
      message: 'Use `Query.customerCart` for logged in customer.',
      category: 'graphql-already-exists',
    });
  });

  it('gives a customer their one active cart, the same from createEmptyCart and customerCart, per website', async () => {
    const headers = await customer();
    const first = ok(
      await api.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', { headers }),
    ).createEmptyCart;
    const second = ok(
      await api.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', { headers }),
    ).createEmptyCart;
    expect(second).toBe(first);
    const viaQuery = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart;
    expect(viaQuery.id).toBe(first);
    expect(viaQuery.email).toMatch(/@example\.com$/);
    const ru = ok(
      await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers: { ...headers, Store: 'ru' } }),
    );
    expect(ru.customerCart.id).not.toBe(first);
    await deactivate(first);
    const renewed = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart;
    expect(renewed.id).not.toBe(first);
    expect(renewed.items).toEqual([]);
  });

  it('creates one cart when a new customer asks for it in parallel', async () => {
    const headers = await customer();
    const ids = await Promise.all(
      Array.from(
        { length: 6 },
        async () => ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart.id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses customerCart to guests', async () => {
    expect(errorOf(await api.gql(CUSTOMER_CART, { headers: INT }))).toEqual({
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    });
  });
});

describe('reading a cart', () => {
  it("answers Magento's messages for empty, unknown, inactive and other-website carts", async () => {
    expect(errorOf(await api.gql(GET, { variables: { id: '' }, headers: INT }))).toEqual({
      message: 'Required parameter "cart_id" is missing',
      category: 'graphql-input',
    });
    expect(errorOf(await api.gql(GET, { variables: { id: 'x'.repeat(32) }, headers: INT }))).toEqual({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      category: 'graphql-no-such-entity',
    });
    const inactive = await newCart(api);
    await deactivate(inactive);
    expect(errorOf(await api.gql(GET, { variables: { id: inactive }, headers: INT }))).toEqual({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });
    const intCart = await newCart(api);
    expect(errorOf(await api.gql(GET, { variables: { id: intCart }, headers: { Store: 'ru' } }))).toEqual({
      message: "Can't assign cart to store in different website.",
      category: 'graphql-input',
    });
    // another store view of the same website is fine
    expect(
      ok(await api.gql<{ cart: Any }>(GET, { variables: { id: intCart }, headers: { Store: 'int_ru' } })).cart
        .id,
    ).toBe(intCart);
  });
});

describe('mergeCarts', () => {
  it("moves a guest cart's lines into the customer's cart, sums equal lines, drops unsellable ones, copies the coupon", async () => {
    const headers = await customer();
    const mine = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart.id;
    await addItems(
      api,
      mine,
      [
        { sku: `${P}-TABLE`, quantity: 2 },
        { sku: `${P}-FABRIC`, quantity: 7 },
      ],
      headers,
    );
    const guest = await newCart(api);
    await addItems(api, guest, [
      { sku: `${P}-TABLE`, quantity: 3 },
      { sku: `${P}-FABRIC`, quantity: 1 },
      { sku: `${P}-STOOL`, quantity: 2 },
    ]);
    ok(
      await api.gql(
        'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }',
        { variables: { id: guest }, headers: INT },
      ),
    );

    const merged = ok(
      await api.gql<{ mergeCarts: Any }>(MERGE, { variables: { source: guest, destination: mine }, headers }),
    ).mergeCarts;
    expect(merged.id).toBe(mine);
    expect(lines(merged)).toEqual([
      [`${P}-TABLE`, 5],
      [`${P}-FABRIC`, 7],
      [`${P}-STOOL`, 2],
    ]);
    expect(merged.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(errorOf(await api.gql(GET, { variables: { id: guest }, headers: INT })).message).toBe(
      "The cart isn't active.",
    );
  });

  it('merges into the active customer cart when no destination is given', async () => {
    const headers = await customer();
    const guest = await newCart(api);
    await addItems(api, guest, [{ sku: `${P}-TABLE`, quantity: 1 }]);
    const merged = ok(
      await api.gql<{ mergeCarts: Any }>(MERGE, { variables: { source: guest }, headers }),
    ).mergeCarts;
    const mine = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart;
    expect(merged.id).toBe(mine.id);
    expect(lines(mine)).toEqual([[`${P}-TABLE`, 1]]);
  });

  it("answers Magento's messages and changes nothing when refused", async () => {
    const headers = await customer();
    const other = await customer();
    const mine = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart.id;
    const theirs = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers: other })).customerCart
      .id;
    const guest = await newCart(api);
    await addItems(api, guest, [{ sku: `${P}-TABLE`, quantity: 1 }]);

    expect(
      errorOf(await api.gql(MERGE, { variables: { source: guest, destination: mine }, headers: INT })),
    ).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(
      errorOf(await api.gql(MERGE, { variables: { source: '', destination: mine }, headers })).message,
    ).toBe('Required parameter "source_cart_id" is missing');
    expect(
      errorOf(await api.gql(MERGE, { variables: { source: guest, destination: '' }, headers })).message,
    ).toBe('The parameter "destination_cart_id" cannot be empty');
    expect(
      errorOf(await api.gql(MERGE, { variables: { source: guest, destination: theirs }, headers })),
    ).toEqual({
      message: `The current user cannot perform operations on cart "${theirs}"`,
      category: 'graphql-authorization',
    });
    expect(
      errorOf(await api.gql(MERGE, { variables: { source: theirs, destination: mine }, headers })).message,
    ).toBe(`The current user cannot perform operations on cart "${theirs}"`);
    expect(
      lines(ok(await api.gql<{ cart: Any }>(GET, { variables: { id: guest }, headers: INT })).cart),
    ).toEqual([[`${P}-TABLE`, 1]]);
  });
});

describe('assignCustomerToGuestCart', () => {
  it("makes the guest cart the customer's, with the previous cart's lines", async () => {
    const headers = await customer();
    const previous = ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart.id;
    await addItems(api, previous, [{ sku: `${P}-TABLE`, quantity: 1 }], headers);
    const guest = await newCart(api);
    await addItems(api, guest, [{ sku: `${P}-TABLE`, quantity: 2 }]);
    const assigned = ok(
      await api.gql<{ assignCustomerToGuestCart: Any }>(ASSIGN, { variables: { id: guest }, headers }),
    ).assignCustomerToGuestCart;
    expect(assigned.id).toBe(guest);
    expect(lines(assigned)).toEqual([[`${P}-TABLE`, 3]]);
    expect(ok(await api.gql<{ customerCart: Any }>(CUSTOMER_CART, { headers })).customerCart.id).toBe(guest);
    // the guest can no longer use it
    expect(errorOf(await api.gql(GET, { variables: { id: guest }, headers: INT })).category).toBe(
      'graphql-authorization',
    );
    expect(errorOf(await api.gql(ASSIGN, { variables: { id: guest }, headers: INT })).message).toBe(
      "The current customer isn't authorized.",
    );
  });
});
