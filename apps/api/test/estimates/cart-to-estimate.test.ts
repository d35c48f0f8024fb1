// cartToEstimate (issue 14, design/b2b.md §5): the signed-in customer's cart becomes a new draft
// estimate of theirs — simple products with their custom options, configurables with the variant
// chosen — in the project named (one they may add estimates to) or in the project of the proposal
// the cart came from, and the cart is emptied; both come back. One transaction: when its second
// half fails, neither the estimate nor the emptied cart remains. Every refusal changes nothing.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '../../src/modules/estimates/tables.ts';
import { project } from '../../src/modules/projects/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { uid, useCartCatalogue } from '../cart/fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD_TO_CART,
  as,
  cartToEstimate,
  cartWith,
  linesOf,
  proposal,
  proposalToCart,
  readCart,
  readEstimateInt,
} from './cart-support.ts';
import { type Any, errorOf, newCustomer, ok, projectWith } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const cat = useCartCatalogue(api, 'ECE');
const sku = (name: string) => `${cat.prefix}-${name}`;
let owner: Shopper;
let member: Shopper;
let manager: Shopper;
let stranger: Shopper;
let projectId: number;

beforeAll(async () => {
  owner = await newCustomer(api);
  member = await newCustomer(api);
  manager = await newCustomer(api, 'manager');
  stranger = await newCustomer(api);
  projectId = await projectWith(api, owner, { members: [member], managers: [manager] });
});

const silkLamp = () => ({
  sku: sku('LAMP'),
  quantity: 2,
  selected_options: [uid(`custom-option/${cat.lamp.shade}/${cat.lamp.silk}`)],
  entered_options: [{ uid: uid(`custom-option/${cat.lamp.engraving}`), value: 'Anna' }],
});
const redSofa = () => ({
  sku: sku('SOFA-RED'),
  parent_sku: sku('SOFA'),
  quantity: 1,
  selected_options: [
    uid(`configurable/${cat.color.id}/${cat.color.red}`),
    uid(`configurable/${cat.size.id}/${cat.size.small}`),
  ],
});

const estimatesOf = (who: Shopper) =>
  api.database.db.select().from(estimate).where(eq(estimate.ownerId, who.id));

/** The item of an estimate as [sku, variant sku, qty, custom options, custom price]. */
const itemsOf = (e: Any) =>
  e.products.items.map((i: Any) => [
    i.product.sku,
    i.configured_variant?.sku ?? null,
    i.qty,
    i.customizable_options.map((o: Any) => [o.label, o.values.map((v: Any) => v.label || v.value).join(',')]),
    i.is_custom_price,
  ]);

describe('saving the cart as an estimate', () => {
  it('makes a draft estimate of the cart’s lines, with options and variants, and empties the cart', async () => {
    const cartId = await cartWith(api, owner, [{ sku: sku('TABLE'), quantity: 3 }, silkLamp(), redSofa()]);
    const { cart, estimate: made } = ok(
      await cartToEstimate(api, owner, cartId, '  Living room  '),
    ).cartToEstimate;
    expect(cart).toMatchObject({ id: cartId, total_quantity: 0, estimate_id: null, itemsV2: { items: [] } });
    expect(made).toMatchObject({
      name: 'Living room',
      status: 'draft',
      project_id: null,
      role: 'OWNER',
      owner: { customer_id: owner.id },
      is_correction: false,
    });
    expect(itemsOf(made)).toEqual([
      [sku('TABLE'), null, 3, [], false],
      [
        sku('LAMP'),
        null,
        2,
        [
          ['Shade', 'Silk'],
          ['Engraving', 'Anna'],
        ],
        false,
      ],
      [sku('SOFA'), sku('SOFA-RED'), 1, [], false],
    ]);
    // The estimate is priced afresh from the catalogue: 3 × 80 (special), 2 × 58 (50 + 10 % + 3), 900.
    expect(made.products.total_prices.sub_total.maximal_price).toEqual({
      value: 240 + 116 + 900,
      currency: 'USD',
    });
    expect(await readCart(api, owner, cartId)).toMatchObject({ total_quantity: 0, itemsV2: { items: [] } });
    expect(itemsOf(await readEstimateInt(api, owner, made.id))).toEqual(itemsOf(made));
  });

  it('puts the estimate into the project named, one the customer belongs to', async () => {
    const cartId = await cartWith(api, member, [{ sku: sku('STOOL'), quantity: 4 }]);
    const { estimate: made } = ok(
      await cartToEstimate(api, member, cartId, 'Hall', projectId),
    ).cartToEstimate;
    expect(made).toMatchObject({
      project_id: projectId,
      project_name: 'Estimate project',
      status: 'draft',
      role: 'OWNER',
    });
    expect((await readEstimateInt(api, owner, made.id)).role).toBe('MEMBER');
  });

  it('puts it into the project of the proposal the cart came from, one item per product with the quantities summed', async () => {
    const id = await proposal(api, {
      owner,
      projectId,
      manager,
      simple: [{ sku: sku('TABLE'), quantity: 2 }],
      managerPrices: { [sku('TABLE')]: 75 },
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    ok(
      await api.gql(ADD_TO_CART, {
        variables: { id: cartId, items: [{ sku: sku('TABLE'), quantity: 1 }] },
        headers: as(owner),
      }),
    );
    expect(linesOf(await readCart(api, owner, cartId))).toEqual([
      [sku('TABLE'), 2, 75, true],
      [sku('TABLE'), 1, 80, false],
    ]);
    const { cart, estimate: made } = ok(await cartToEstimate(api, owner, cartId, 'Again')).cartToEstimate;
    expect(made.project_id).toBe(projectId);
    // Agreed prices are not carried over: the new estimate is priced afresh.
    expect(itemsOf(made)).toEqual([[sku('TABLE'), null, 3, [], false]]);
    expect(cart).toMatchObject({ estimate_id: null, created_by_estimate: false, total_quantity: 0 });
    expect((await readEstimateInt(api, owner, id)).status).toBe('on_cart');
  });

  it('leaves the estimate on its own when the cart’s proposal is of a project the customer left', async () => {
    const other = await newCustomer(api);
    const own = await projectWith(api, other, { members: [owner], managers: [manager] });
    const id = await proposal(api, {
      owner,
      projectId: own,
      manager,
      simple: [{ sku: sku('STOOL'), quantity: 2 }],
    });
    const cartId = await cartWith(api, owner);
    ok(await proposalToCart(api, owner, id, cartId));
    await api.database.db.execute(
      sql`delete from project_member where project_id = ${own} and customer_id = ${owner.id}`,
    );
    const { estimate: made } = ok(await cartToEstimate(api, owner, cartId, 'Alone')).cartToEstimate;
    expect(made.project_id).toBe(null);
  });
});

describe('refusals, each leaving the cart and the customer’s estimates as they were', () => {
  async function refused(
    who: Shopper | null,
    cartOwner: Shopper | null,
    cartId: string,
    call: () => Promise<Any>,
    expected: { message: string; category: string },
  ) {
    const cartBefore = await readCart(api, cartOwner, cartId);
    const estimatesBefore = who ? await estimatesOf(who) : [];
    expect(errorOf(await call())).toEqual(expected);
    expect(await readCart(api, cartOwner, cartId)).toEqual(cartBefore);
    if (who) expect(await estimatesOf(who)).toEqual(estimatesBefore);
  }

  it('refuses an empty cart and a missing or too long name', async () => {
    const empty = await cartWith(api, stranger);
    await refused(stranger, stranger, empty, () => cartToEstimate(api, stranger, empty, 'Study'), {
      message: 'The cart is empty: add products to it before saving it as an estimate.',
      category: 'graphql-input',
    });
    const full = await cartWith(api, stranger, [{ sku: sku('TABLE'), quantity: 1 }]);
    await refused(stranger, stranger, full, () => cartToEstimate(api, stranger, full, '   '), {
      message: 'Enter the name of the estimate.',
      category: 'graphql-input',
    });
    await refused(stranger, stranger, full, () => cartToEstimate(api, stranger, full, 'x'.repeat(256)), {
      message: 'The name of an estimate may have at most 255 characters.',
      category: 'graphql-input',
    });
  });

  it('refuses a project the customer does not belong to, and an archived one', async () => {
    const cartId = await cartWith(api, stranger, [{ sku: sku('TABLE'), quantity: 1 }]);
    for (const wrong of [projectId, 0, -5, 999_999]) {
      await refused(stranger, stranger, cartId, () => cartToEstimate(api, stranger, cartId, 'Study', wrong), {
        message: `The project with ID "${wrong}" does not exist or you may not access it.`,
        category: 'graphql-authorization',
      });
    }
    const archived = await projectWith(api, stranger, { managers: [manager] });
    await api.database.db.update(project).set({ status: 'archived' }).where(eq(project.id, archived));
    await refused(
      stranger,
      stranger,
      cartId,
      () => cartToEstimate(api, stranger, cartId, 'Study', archived),
      {
        message: 'The project is archived: it can be read but no longer changed.',
        category: 'graphql-input',
      },
    );
  });

  it('refuses a cart that is not the caller’s, an unknown one, and guests', async () => {
    const cartId = await cartWith(api, owner, [{ sku: sku('TABLE'), quantity: 1 }]);
    await refused(stranger, owner, cartId, () => cartToEstimate(api, stranger, cartId, 'Theirs'), {
      message: `The current user cannot perform operations on cart "${cartId}"`,
      category: 'graphql-authorization',
    });
    await refused(null, owner, cartId, () => cartToEstimate(api, null, cartId, 'Theirs'), {
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    const guestCart = await cartWith(api, null, [{ sku: sku('TABLE'), quantity: 1 }]);
    await refused(null, null, guestCart, () => cartToEstimate(api, null, guestCart, 'Mine'), {
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    await refused(stranger, null, guestCart, () => cartToEstimate(api, stranger, guestCart, 'Guest’s'), {
      message: `The current user cannot perform operations on cart "${guestCart}"`,
      category: 'graphql-authorization',
    });
    const before = await estimatesOf(stranger);
    expect(errorOf(await cartToEstimate(api, stranger, 'y'.repeat(32), 'None'))).toEqual({
      message: `Could not find a cart with ID "${'y'.repeat(32)}"`,
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await cartToEstimate(api, stranger, ' ', 'None'))).toEqual({
      message: 'Required parameter "cart_id" is missing',
      category: 'graphql-input',
    });
    expect(await estimatesOf(stranger)).toEqual(before);
  });
});

describe('one transaction', () => {
  it('keeps the cart’s lines and makes no estimate when emptying the cart fails', async () => {
    const who = await newCustomer(api);
    const cartId = await cartWith(api, who, [{ sku: sku('TABLE'), quantity: 2 }, silkLamp()]);
    const db = api.database.db;
    await db.execute(
      sql.raw(`create function fail_cart_item_delete() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from cart where id = old.cart_id and customer_id = ${who.id}) then
            raise exception 'the cart cannot be emptied';
          end if;
          return old;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_cart_item_delete before delete on cart_item
        for each row execute function fail_cart_item_delete()`),
    );
    try {
      const before = await readCart(api, who, cartId);
      const res = await cartToEstimate(api, who, cartId, 'Never');
      expect(errorOf(res).message).toBe('Internal server error');
      expect(await estimatesOf(who)).toEqual([]);
      expect(await readCart(api, who, cartId)).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger fail_cart_item_delete on cart_item'));
      await db.execute(sql.raw('drop function fail_cart_item_delete()'));
    }
    const { estimate: made } = ok(await cartToEstimate(api, who, cartId, 'Now')).cartToEstimate;
    expect(made.products.total_count).toBe(2);
    expect(await estimatesOf(who)).toHaveLength(1);
  });
});
