// proposalToCart (issue 14, design/b2b.md §5): a proposal's items replace the cart's lines at the
// prices agreed in it (the manager's custom price, else the catalogue's for the quantity when it is
// loaded), and the estimate goes to on_cart with a history entry. Agreed lines then keep their price
// through catalogue changes, special prices and coupons, their quantity and options stay as agreed,
// removing them is allowed and other products are priced as always. Every refusal changes nothing.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { product, productPrice } from '../../src/modules/catalog/product-tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { uid, useCartCatalogue } from '../cart/fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  as,
  cartWith,
  linesOf,
  proposal,
  proposalToCart,
  READ_CART,
  REMOVE_FROM_CART,
  readCart,
  readEstimateInt,
  UPDATE_CART,
} from './cart-support.ts';
import { type Any, CHANGE_STATUS, errorOf, newCustomer, ok, projectWith, snapshot } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const cat = useCartCatalogue(api, 'ECP');
const sku = (name: string) => `${cat.prefix}-${name}`;
let owner: Shopper;
let member: Shopper;
let manager: Shopper;
let projectId: number;

beforeAll(async () => {
  owner = await newCustomer(api);
  member = await newCustomer(api);
  manager = await newCustomer(api, 'manager');
  projectId = await projectWith(api, owner, { members: [member], managers: [manager] });
});

const lampWithOptions = () => ({
  sku: sku('LAMP'),
  quantity: 1,
  selected_options: [uid(`custom-option/${cat.lamp.shade}/${cat.lamp.linen}`)],
  entered_options: [{ uid: uid(`custom-option/${cat.lamp.engraving}`), value: 'Anna' }],
});

/** A proposal of the project: 5 tables (the tier price 70), a lamp with options (58), a blue sofa at the manager's 850. */
const standardProposal = () =>
  proposal(api, {
    owner,
    projectId,
    manager,
    simple: [{ sku: sku('TABLE'), quantity: 5 }, lampWithOptions()],
    configurable: [{ sku: sku('SOFA-BLUE'), parent_sku: sku('SOFA'), quantity: 1 }],
    managerPrices: { [sku('SOFA-BLUE')]: 850 },
  });

/** The cart and the estimate as they are now (the cart over GraphQL, the estimate as rows). */
async function state(who: Shopper, cartId: string, estimateId: number) {
  return { cart: await readCart(api, who, cartId), estimate: await snapshot(api, estimateId) };
}

async function setIntPrice(productId: number, values: Partial<typeof productPrice.$inferInsert>) {
  await api.database.db
    .update(productPrice)
    .set(values)
    .where(and(eq(productPrice.productId, productId), eq(productPrice.websiteId, 2)));
  await reindexProducts(api.database.db, [productId]);
}

const productId = async (code: string) =>
  (
    await api.database.db
      .select()
      .from(product)
      .where(eq(product.sku, sku(code)))
  )[0]?.id as number;

describe('loading a proposal into the cart', () => {
  it('is offered (permissions.load_into_cart) to the owner and members of a proposal, not to its manager', async () => {
    const id = await standardProposal();
    const mayLoad = async (who: Shopper) => (await readEstimateInt(api, who, id)).permissions.load_into_cart;
    expect([await mayLoad(owner), await mayLoad(member), await mayLoad(manager)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('replaces the cart’s lines with the items at their client prices and puts the estimate on_cart', async () => {
    const id = await standardProposal();
    const cartId = await cartWith(api, owner, [{ sku: sku('STOOL'), quantity: 2 }]);
    const { cart, estimate } = ok(await proposalToCart(api, owner, id, cartId)).proposalToCart;
    expect(linesOf(cart)).toEqual([
      [sku('TABLE'), 5, 70, true],
      [sku('LAMP'), 1, 58, true],
      [sku('SOFA-BLUE'), 1, 850, true],
    ]);
    expect(cart.itemsV2.items[1].customizable_options).toEqual([
      { label: 'Shade', values: [{ label: 'Linen', value: String(cat.lamp.linen) }] },
      { label: 'Engraving', values: [{ label: '', value: 'Anna' }] },
    ]);
    expect(cart).toMatchObject({
      id: cartId,
      estimate_id: id,
      created_by_estimate: true,
      total_quantity: 7,
      prices: { grand_total: { value: 1258, currency: 'USD' }, subtotal_excluding_tax: { value: 1258 } },
    });
    expect(estimate).toMatchObject({ id, status: 'on_cart', project_id: projectId });
    expect(estimate.history.at(-1)).toMatchObject({
      from_status: 'proposal',
      to_status: 'on_cart',
      note: null,
    });
    expect(estimate.history.at(-1).changed_by).not.toBe('');
    // Read back afresh: the cart and the estimate stay so.
    expect(linesOf(await readCart(api, owner, cartId))).toEqual(linesOf(cart));
    expect((await readEstimateInt(api, owner, id)).status).toBe('on_cart');
  });

  it('keeps agreed prices through price changes, special prices and coupons; other products are priced as always', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      name: 'Kitchen',
      simple: [{ sku: sku('FABRIC'), quantity: 2 }],
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    const fabric = await productId('FABRIC');
    await setIntPrice(fabric, { price: '30', specialPrice: '25' });
    // A coupon has nothing to apply to in a cart of agreed lines only.
    expect(
      errorOf(
        await api.gql<Any>(APPLY_COUPON, {
          variables: { id: cartId, code: 'WELCOME10' },
          headers: as(owner),
        }),
      ),
    ).toEqual({
      message: "The coupon code isn't valid. Verify the code and try again.",
      category: 'graphql-no-such-entity',
    });
    const added = ok(
      await api.gql<Any>(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('STOOL'), quantity: 2 }] },
        headers: as(owner),
      }),
    ).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    expect(linesOf(added.cart)).toEqual([
      [sku('FABRIC'), 2, 10, true],
      [sku('STOOL'), 2, 20, false],
    ]);
    const coupon = ok(
      await api.gql<Any>(APPLY_COUPON, { variables: { id: cartId, code: 'WELCOME10' }, headers: as(owner) }),
    ).applyCouponToCart.cart;
    expect(coupon.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(coupon.itemsV2.items.map((l: Any) => l.prices.total_item_discount.value)).toEqual([0, 4]);
    expect(coupon.prices.grand_total.value).toBe(20 + 40 - 4);
    // Adding the agreed product again makes a line of its own at today's catalogue price.
    const again = ok(
      await api.gql<Any>(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('FABRIC'), quantity: 1 }] },
        headers: as(owner),
      }),
    ).addProductsToCart.cart;
    expect(linesOf(again)).toEqual([
      [sku('FABRIC'), 2, 10, true],
      [sku('STOOL'), 2, 20, false],
      [sku('FABRIC'), 1, 25, false],
    ]);
    await setIntPrice(fabric, { price: '10', specialPrice: null });
  });

  it('takes the catalogue price for the quantity at the time of loading, not when the proposal was made', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('STOOL'), quantity: 4 }],
    });
    const stool = await productId('STOOL');
    await setIntPrice(stool, { price: '22' });
    const cartId = await cartWith(api, owner);
    const { cart } = ok(await proposalToCart(api, owner, id, cartId)).proposalToCart;
    expect(linesOf(cart)).toEqual([[sku('STOOL'), 4, 22, true]]);
    await setIntPrice(stool, { price: '20' });
    expect(linesOf(await readCart(api, owner, cartId))).toEqual([[sku('STOOL'), 4, 22, true]]);
  });

  it('lets a member of the project load it into their own cart', async () => {
    const id = await standardProposal();
    const cartId = await cartWith(api, member);
    const { cart, estimate } = ok(await proposalToCart(api, member, id, cartId)).proposalToCart;
    expect(cart.estimate_id).toBe(id);
    expect(estimate.status).toBe('on_cart');
  });

  it('lets only one of two readers loading the same proposal at once have it', async () => {
    const id = await standardProposal();
    const [mine, theirs] = [
      await cartWith(api, owner, [{ sku: sku('STOOL'), quantity: 2 }]),
      await cartWith(api, member, [{ sku: sku('STOOL'), quantity: 2 }]),
    ];
    const before = [await readCart(api, owner, mine), await readCart(api, member, theirs)];
    const results = await Promise.all([
      proposalToCart(api, owner, id, mine),
      proposalToCart(api, member, id, theirs),
    ]);
    expect(results.filter((r) => !r.errors).length).toBe(1);
    const loser = results.findIndex((r) => r.errors);
    expect(errorOf(results[loser] as Any).message).toMatch(
      /^(The estimate was changed by someone else meanwhile\. Reload it and try again\.|The estimate is in the status “on_cart”: .*)$/,
    );
    const after = [await readCart(api, owner, mine), await readCart(api, member, theirs)];
    expect(after[loser]).toEqual(before[loser]);
    expect(after[1 - loser].estimate_id).toBe(id);
    const history = (await readEstimateInt(api, owner, id)).history;
    expect(history.filter((h: Any) => h.to_status === 'on_cart').length).toBe(1);
  });
});

describe('an agreed line in the cart', () => {
  it('keeps its quantity and options: changing them is refused, the same quantity is no change', async () => {
    const id = await standardProposal();
    const cartId = await cartWith(api, owner);
    const { cart } = ok(await proposalToCart(api, owner, id, cartId)).proposalToCart;
    const [table, lamp] = cart.itemsV2.items;
    const update = (items: unknown[]) =>
      api.gql<Any>(UPDATE_CART, { variables: { id: cartId, items }, headers: as(owner) });
    const before = await readCart(api, owner, cartId);
    expect(errorOf(await update([{ cart_item_uid: table.uid, quantity: 6 }]))).toEqual({
      message: `The price of “Oak table” was agreed in a proposal for a quantity of 5 and these options: they cannot be changed in the cart. Remove the line, or ask for a new proposal.`,
      category: 'graphql-input',
    });
    const options = [{ uid: uid(`custom-option/${cat.lamp.shade}/${cat.lamp.silk}`), value_string: '' }];
    expect(
      errorOf(await update([{ cart_item_uid: lamp.uid, quantity: 1, customizable_options: options }]))
        .message,
    ).toMatch(/^The price of “Desk lamp” was agreed in a proposal/);
    expect(await readCart(api, owner, cartId)).toEqual(before);
    const same = ok(await update([{ cart_item_uid: table.uid, quantity: 5 }])).updateCartItems.cart;
    expect(linesOf(same)).toEqual(linesOf(before));
  });

  it('can be removed, and the cart forgets the proposal with its last agreed line', async () => {
    const id = await standardProposal();
    const cartId = await cartWith(api, owner);
    const { cart } = ok(await proposalToCart(api, owner, id, cartId)).proposalToCart;
    ok(
      await api.gql<Any>(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('STOOL'), quantity: 2 }] },
        headers: as(owner),
      }),
    );
    const [table, lamp, sofa] = cart.itemsV2.items;
    const remove = async (line: Any) =>
      ok(
        await api.gql<Any>(REMOVE_FROM_CART, {
          variables: { id: cartId, uid: line.uid },
          headers: as(owner),
        }),
      ).removeItemFromCart.cart;
    expect((await remove(table)).estimate_id).toBe(id);
    const zero = ok(
      await api.gql<Any>(UPDATE_CART, {
        variables: { id: cartId, items: [{ cart_item_uid: lamp.uid, quantity: 0 }] },
        headers: as(owner),
      }),
    ).updateCartItems.cart;
    expect(zero.estimate_id).toBe(id);
    const last = await remove(sofa);
    expect(linesOf(last)).toEqual([[sku('STOOL'), 2, 20, false]]);
    expect(last).toMatchObject({ estimate_id: null, created_by_estimate: false });
  });
});

describe('agreed lines when carts change hands', () => {
  it('stay agreed when a guest cart is merged into the customer’s cart, and the guest’s lines join as catalogue lines', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('TABLE'), quantity: 2 }],
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    const guest = await cartWith(api, null, [{ sku: sku('TABLE'), quantity: 1 }]);
    const merged = ok(
      await api.gql<Any>(
        `mutation($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id estimate_id } }`,
        { variables: { source: guest, destination: cartId }, headers: as(owner) },
      ),
    ).mergeCarts;
    expect(merged).toEqual({ id: cartId, estimate_id: id });
    expect(linesOf(await readCart(api, owner, cartId))).toEqual([
      [sku('TABLE'), 2, 80, true],
      [sku('TABLE'), 1, 80, false],
    ]);
  });

  it('stay agreed when the customer takes over a guest cart, which then names the proposal', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('STOOL'), quantity: 2 }],
      managerPrices: { [sku('STOOL')]: 18 },
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    const guest = await cartWith(api, null, [{ sku: sku('TABLE'), quantity: 1 }]);
    const taken = ok(
      await api.gql<Any>(
        'mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id estimate_id } }',
        {
          variables: { id: guest },
          headers: as(owner),
        },
      ),
    ).assignCustomerToGuestCart;
    expect(taken).toEqual({ id: guest, estimate_id: id });
    expect(linesOf(await readCart(api, owner, guest))).toEqual([
      [sku('TABLE'), 1, 80, false],
      [sku('STOOL'), 2, 18, true],
    ]);
  });
});

describe('refusals, each leaving the cart and the estimate as they were', () => {
  async function refused(
    who: Shopper,
    id: number,
    cartId: string,
    expected: { message: string | RegExp; category: string },
  ) {
    const before = await state(who, cartId, id);
    const res = await proposalToCart(api, who, id, cartId);
    const error = errorOf(res);
    expect(error.category).toBe(expected.category);
    if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
    else expect(error.message).toMatch(expected.message);
    expect(await state(who, cartId, id)).toEqual(before);
  }

  it('refuses an estimate that is not a proposal (yet, or any more)', async () => {
    const id = await standardProposal();
    const cartId = await cartWith(api, owner, [{ sku: sku('STOOL'), quantity: 2 }]);
    ok(await api.gql(CHANGE_STATUS, { variables: { id, status: 'draft' }, headers: as(owner) }));
    await refused(owner, id, cartId, {
      message:
        'The estimate is in the status “draft”: you can load it into a cart only while it is “proposal”.',
      category: 'graphql-input',
    });
    const loaded = await standardProposal();
    ok(await proposalToCart(api, owner, loaded, await cartWith(api, owner)));
    await refused(owner, loaded, cartId, {
      message:
        'The estimate is in the status “on_cart”: you can load it into a cart only while it is “proposal”.',
      category: 'graphql-input',
    });
  });

  it('refuses a proposal with an item priced on request since, naming it', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('TABLE'), quantity: 1 }],
    });
    const table = await productId('TABLE');
    await setIntPrice(table, { price: '0', specialPrice: null });
    try {
      await refused(owner, id, await cartWith(api, owner), {
        message:
          '“Oak table” is priced on request and has no agreed price yet: ask your manager to price it before loading the proposal.',
        category: 'graphql-input',
      });
    } finally {
      await setIntPrice(table, { price: '100', specialPrice: '80' });
    }
  });

  it('refuses a configurable item without a chosen variant', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      configurable: [{ sku: sku('SOFA'), quantity: 1 }],
    });
    await refused(owner, id, await cartWith(api, owner), {
      message: '“Sofa” has no variant chosen: ask your manager to choose one before loading the proposal.',
      category: 'graphql-input',
    });
  });

  it('refuses an item the store cannot sell as proposed: out of stock, or disabled since', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      configurable: [{ sku: sku('SOFA-RED'), parent_sku: sku('SOFA'), quantity: 4 }],
    });
    await refused(owner, id, await cartWith(api, owner), {
      message:
        '“Sofa” cannot be bought as the proposal has it: The requested qty is not available Ask your manager for a new proposal.',
      category: 'graphql-input',
    });
    const other = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('STOOL'), quantity: 2 }],
    });
    const stool = await productId('STOOL');
    await api.database.db.update(product).set({ isActive: false }).where(eq(product.id, stool));
    try {
      await refused(owner, other, await cartWith(api, owner), {
        message:
          /^“Stool” cannot be bought as the proposal has it: Product that you are trying to add is not available\./,
        category: 'graphql-input',
      });
    } finally {
      await api.database.db.update(product).set({ isActive: true }).where(eq(product.id, stool));
    }
  });

  it('refuses to load a proposal into a cart of another store', async () => {
    const id = await standardProposal();
    const ru = { ...owner.headers, Store: 'ru' };
    const cartId = ok(await api.gql<Any>('mutation { createEmptyCart }', { headers: ru })).createEmptyCart;
    const before = await snapshot(api, id);
    const res = await api.gql<Any>(
      'mutation($id: Int!, $cartId: String!) { proposalToCart(id: $id, cartId: $cartId) { cart { id } } }',
      { variables: { id, cartId }, headers: ru },
    );
    expect(errorOf(res)).toEqual({
      message: 'The proposal was made in another store: load it into a cart of the store it was made in.',
      category: 'graphql-input',
    });
    expect(await snapshot(api, id)).toEqual(before);
    expect(
      ok(await api.gql<Any>(READ_CART, { variables: { id: cartId }, headers: ru })).cart.itemsV2.items,
    ).toEqual([]);
  });

  it('refuses unknown, foreign and missing carts and ids that name no estimate of the reader', async () => {
    const id = await standardProposal();
    const mine = await cartWith(api, owner, [{ sku: sku('STOOL'), quantity: 2 }]);
    const theirs = await cartWith(api, member, [{ sku: sku('STOOL'), quantity: 2 }]);
    const estimateBefore = await snapshot(api, id);
    const unknown = 'x'.repeat(32);
    expect(errorOf(await proposalToCart(api, owner, id, unknown))).toEqual({
      message: `Could not find a cart with ID "${unknown}"`,
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await proposalToCart(api, owner, id, '  '))).toEqual({
      message: 'Required parameter "cart_id" is missing',
      category: 'graphql-input',
    });
    const theirsBefore = await readCart(api, member, theirs);
    expect(errorOf(await proposalToCart(api, owner, id, theirs))).toEqual({
      message: `The current user cannot perform operations on cart "${theirs}"`,
      category: 'graphql-authorization',
    });
    expect(await readCart(api, member, theirs)).toEqual(theirsBefore);
    expect(await snapshot(api, id)).toEqual(estimateBefore);
    const mineBefore = await readCart(api, owner, mine);
    for (const wrong of [0, -1, 2_147_483_647, id + 100_000]) {
      expect(errorOf(await proposalToCart(api, owner, wrong, mine))).toEqual({
        message: `The estimate with ID "${wrong}" does not exist or you may not access it.`,
        category: 'graphql-authorization',
      });
    }
    expect(await readCart(api, owner, mine)).toEqual(mineBefore);
  });
});
