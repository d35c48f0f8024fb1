// Who may move an estimate to or from a cart (design/b2b.md §2, §3, §5): the estimate's owner, a
// member of its project, the project's partner (a member of it too), the project's manager, another
// manager, another customer and a guest. proposalToCart: the owner and the members (the partner
// is one) load a proposal into their own cart; everyone else is refused, and their cart and the
// estimate are read back unchanged. cartToEstimate: everyone who may add estimates to the project
// saves their own cart into it; nobody saves another's cart; refusals leave the cart as it was and
// make no estimate.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate } from '../../src/modules/estimates/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { useCartCatalogue } from '../cart/fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  cartToEstimate,
  cartWith,
  linesOf,
  proposal,
  proposalToCart,
  readCart,
  readEstimateInt,
} from './cart-support.ts';
import { type Any, errorOf, newCustomer, ok, projectWith, snapshot } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const cat = useCartCatalogue(api, 'ECA');
const sku = (name: string) => `${cat.prefix}-${name}`;

type Role = 'owner' | 'member' | 'partner' | 'manager' | 'otherManager' | 'otherCustomer' | 'guest';
const ROLES: Role[] = ['owner', 'member', 'partner', 'manager', 'otherManager', 'otherCustomer', 'guest'];
const people = {} as Record<Role, Shopper | null>;
let projectId: number;

beforeAll(async () => {
  people.owner = await newCustomer(api);
  people.member = await newCustomer(api);
  people.partner = await newCustomer(api, 'partner');
  people.manager = await newCustomer(api, 'manager');
  people.otherManager = await newCustomer(api, 'manager');
  people.otherCustomer = await newCustomer(api);
  people.guest = null;
  projectId = await projectWith(api, people.owner, {
    members: [people.member, people.partner],
    managers: [people.manager],
  });
});

const NOT_SIGNED_IN = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};

/** A proposal of the project, made by its partner (the manager handed it over). */
const newProposal = () =>
  proposal(api, {
    owner: people.owner as Shopper,
    projectId,
    manager: people.manager as Shopper,
    partner: people.partner as Shopper,
    simple: [{ sku: sku('TABLE'), quantity: 2 }],
    partnerPrices: { [sku('TABLE')]: 70 },
  });

const allEstimates = async () => Number((await api.database.db.select({ n: count() }).from(estimate))[0]?.n);
const estimatesOf = (who: Shopper) =>
  api.database.db.select().from(estimate).where(eq(estimate.ownerId, who.id));

describe('proposalToCart, as each reader, into their own cart', () => {
  const refusals: Partial<Record<Role, { message: string; category: string }>> = {
    manager: {
      message: 'Only the owner or a member of the estimate can load its proposal into a cart.',
      category: 'graphql-authorization',
    },
    otherManager: { message: 'NOT_ACCESSIBLE', category: 'graphql-authorization' },
    otherCustomer: { message: 'NOT_ACCESSIBLE', category: 'graphql-authorization' },
    guest: NOT_SIGNED_IN,
  };

  for (const role of ROLES) {
    const refusal = refusals[role];
    it(`${refusal ? 'refuses' : 'lets'} the ${role}${refusal ? ', changing nothing' : ' load it'}`, async () => {
      const who = people[role];
      const id = await newProposal();
      const cartId = await cartWith(api, who, [{ sku: sku('STOOL'), quantity: 2 }]);
      const cartBefore = await readCart(api, who, cartId);
      const estimateBefore = await snapshot(api, id);
      const res = await proposalToCart(api, who, id, cartId);
      if (!refusal) {
        expect(res.errors).toBeUndefined();
        const cart = await readCart(api, who, cartId);
        expect(cart.estimate_id).toBe(id);
        expect(linesOf(cart)).toEqual([[sku('TABLE'), 2, 80, true]]);
        expect((await readEstimateInt(api, people.owner as Shopper, id)).status).toBe('on_cart');
        return;
      }
      const message =
        refusal.message === 'NOT_ACCESSIBLE'
          ? `The estimate with ID "${id}" does not exist or you may not access it.`
          : refusal.message;
      expect(errorOf(res)).toEqual({ message, category: refusal.category });
      expect(await readCart(api, who, cartId)).toEqual(cartBefore);
      expect(await snapshot(api, id)).toEqual(estimateBefore);
      expect((await readEstimateInt(api, people.owner as Shopper, id)).status).toBe('proposal');
    });
  }
});

describe('cartToEstimate, as each of them, with their own cart into the project', () => {
  const refusals: Partial<Record<Role, { message: string; category: string }>> = {
    otherManager: {
      message: 'The project with ID "PROJECT" does not exist or you may not access it.',
      category: 'graphql-authorization',
    },
    otherCustomer: {
      message: 'The project with ID "PROJECT" does not exist or you may not access it.',
      category: 'graphql-authorization',
    },
    guest: NOT_SIGNED_IN,
  };

  for (const role of ROLES) {
    const refusal = refusals[role];
    it(`${refusal ? 'refuses' : 'lets'} the ${role}${refusal ? ', changing nothing' : ' save it'}`, async () => {
      const who = people[role];
      const cartId = await cartWith(api, who, [{ sku: sku('STOOL'), quantity: 2 }]);
      const cartBefore = await readCart(api, who, cartId);
      const estimatesBefore = await allEstimates();
      const res = await cartToEstimate(api, who, cartId, `${role}’s room`, projectId);
      if (!refusal) {
        expect(res.errors).toBeUndefined();
        const made = (res.data as Any).cartToEstimate.estimate;
        const back = await readEstimateInt(api, who as Shopper, made.id);
        expect(back).toMatchObject({
          name: `${role}’s room`,
          project_id: projectId,
          status: 'draft',
          role: 'OWNER',
        });
        expect(back.products.items.map((i: Any) => [i.product.sku, i.qty])).toEqual([[sku('STOOL'), 2]]);
        expect((await readCart(api, who, cartId)).itemsV2.items).toEqual([]);
        return;
      }
      expect(errorOf(res)).toEqual({
        message: refusal.message.replace('PROJECT', String(projectId)),
        category: refusal.category,
      });
      expect(await readCart(api, who, cartId)).toEqual(cartBefore);
      expect(await allEstimates()).toBe(estimatesBefore);
    });
  }
});

describe('cartToEstimate, as each of them, with the owner’s cart', () => {
  for (const role of ROLES) {
    it(role === 'owner' ? 'lets the owner save it' : `refuses the ${role}, changing nothing`, async () => {
      const owner = people.owner as Shopper;
      const who = people[role];
      const cartId = await cartWith(api, owner, [{ sku: sku('STOOL'), quantity: 2 }]);
      const cartBefore = await readCart(api, owner, cartId);
      const mineBefore = who ? await estimatesOf(who) : [];
      const estimatesBefore = await allEstimates();
      const res = await cartToEstimate(api, who, cartId, 'The owner’s cart');
      if (role === 'owner') {
        expect(res.errors).toBeUndefined();
        expect((await readCart(api, owner, cartId)).itemsV2.items).toEqual([]);
        expect(await estimatesOf(owner)).toHaveLength(mineBefore.length + 1);
        return;
      }
      expect(errorOf(res)).toEqual(
        who
          ? {
              message: `The current user cannot perform operations on cart "${cartId}"`,
              category: 'graphql-authorization',
            }
          : NOT_SIGNED_IN,
      );
      expect(await readCart(api, owner, cartId)).toEqual(cartBefore);
      expect(await allEstimates()).toBe(estimatesBefore);
      if (who) expect(await estimatesOf(who)).toEqual(mineBefore);
    });
  }
});

describe('a proposal loaded by one reader', () => {
  it('is no longer a proposal for anyone else', async () => {
    const id = await newProposal();
    ok(await proposalToCart(api, people.member, id, await cartWith(api, people.member)));
    const cartId = await cartWith(api, people.owner, [{ sku: sku('STOOL'), quantity: 2 }]);
    const before = await readCart(api, people.owner, cartId);
    expect(errorOf(await proposalToCart(api, people.owner, id, cartId))).toEqual({
      message:
        'The estimate is in the status “on_cart”: you can load it into a cart only while it is “proposal”.',
      category: 'graphql-input',
    });
    expect(await readCart(api, people.owner, cartId)).toEqual(before);
  });
});
