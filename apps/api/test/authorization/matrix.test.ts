// The authorization matrix of what a customer owns besides the account itself (that one is in
// test/customer/authorization.test.ts): addresses, the wish list and its items, the newsletter
// subscription and the confirmation links mailed to the owner's address (a link's code is the
// only key: with a wrong one nobody — owner, other customer or guest — changes anything). A guest and another signed-in customer try every operation on the owner's objects;
// each is refused (or reaches only the caller's own objects), and afterwards the owner's rows are
// exactly as they were. Then the owner does the same operations successfully.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { customerAddress } from '../../src/modules/customer-address/tables.ts';
import { newsletterConfirmation, newsletterSubscriber } from '../../src/modules/newsletter/tables.ts';
import { wishlist, wishlistItem } from '../../src/modules/wishlist/tables.ts';
import {
  ADDRESS_BOOK,
  type AddressOut,
  createAddress,
  DELETE_ADDRESS,
  germanAddress,
  newShopper,
  type Shopper,
  UPDATE_ADDRESS,
} from '../address/helpers.ts';
import { errorOf, FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import { ADD, type Any, addToWishlist, insertWishlistCatalogue, REMOVE } from '../wishlist/fixtures.ts';

const api = useTestApi(FAST_HASHING);

const NOT_AUTHORIZED = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};
const WISHLIST_GUEST = {
  message: 'The current user cannot perform operations on wishlist',
  category: 'graphql-authorization',
};
const WISHLIST_NOT_FOUND = { message: 'The wishlist was not found.', category: 'graphql-input' };

interface Owned {
  shopper: Shopper;
  addresses: AddressOut[];
  wishlistId: string;
  itemIds: string[];
}

let owner: Owned;
let other: Owned;
const guest: Record<string, string> = {};

async function setUpCustomer(): Promise<Owned> {
  const shopper = await newShopper(api);
  const addresses = [
    await createAddress(api, shopper),
    await createAddress(api, shopper, germanAddress({ city: 'Hamburg' })),
  ];
  const added = await addToWishlist(api, shopper.headers, [
    { sku: 'AZ-LAMP', quantity: 1 },
    { sku: 'AZ-SOFA', quantity: 2 },
  ]);
  await api.gql('mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
    variables: { e: shopper.email },
    headers: shopper.headers,
  });
  return {
    shopper,
    addresses,
    wishlistId: added.wishlist.id,
    itemIds: added.wishlist.items_v2.items.map((i: Any) => i.id as string),
  };
}

/** Every row the owner has, as stored. */
async function snapshot(customerId: number) {
  const db = api.database.db;
  const lists = await db.select().from(wishlist).where(eq(wishlist.customerId, customerId));
  return {
    customer: await db.select().from(customer).where(eq(customer.id, customerId)),
    addresses: await db.select().from(customerAddress).where(eq(customerAddress.customerId, customerId)),
    wishlists: lists,
    items: await db
      .select()
      .from(wishlistItem)
      .where(
        inArray(
          wishlistItem.wishlistId,
          lists.map((l) => l.id),
        ),
      ),
    subscription: await db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.customerId, customerId)),
    confirmations: await db
      .select()
      .from(newsletterConfirmation)
      .where(eq(newsletterConfirmation.email, customerEmail(customerId))),
  };
}

const emails = new Map<number, string>();
const customerEmail = (id: number) => emails.get(id) ?? '';

/** The id and code of the newest confirmation link mailed to the address. */
let ownerLink: { id: string; code: string };
async function confirmationLink(email: string) {
  const mail = await waitForMail(api.mailDir, email, (m) =>
    m.text.includes('/newsletter/subscriber/confirm'),
  );
  const url = new URL(/https?:\/\/\S+\/newsletter\/subscriber\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  return { id: url.searchParams.get('id') ?? '', code: url.searchParams.get('code') ?? '' };
}

const CONFIRM =
  'mutation($id: ID!, $code: String!) { confirmNewsletterSubscription(id: $id, code: $code) { status } }';
const INVALID_CODE = {
  message: 'This is an invalid subscription confirmation code.',
  category: 'graphql-input',
};
const confirmWithWrongCode = (headers: Record<string, string>) =>
  api.gql(CONFIRM, { variables: { id: ownerLink.id, code: 'W'.repeat(43) }, headers });

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await insertWishlistCatalogue(api.database.db, 'AZ');
  owner = await setUpCustomer();
  other = await setUpCustomer();
  emails.set(owner.shopper.id, owner.shopper.email);
  emails.set(other.shopper.id, other.shopper.email);
  // Someone asks to subscribe the owner's address: a confirmation link is mailed to the owner.
  await api.gql('mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
    variables: { e: owner.shopper.email },
  });
  ownerLink = await confirmationLink(owner.shopper.email);
  before = await snapshot(owner.shopper.id);
  expect(before.confirmations).toMatchObject([{ confirmedAt: null }]);
  expect(before.addresses).toHaveLength(2);
  expect(before.items).toHaveLength(2);
  expect(before.subscription).toMatchObject([{ status: 'SUBSCRIBED' }]);
});

const updateAddress = (headers: Record<string, string>, id: number) =>
  api.gql(UPDATE_ADDRESS, { variables: { id, input: { city: 'Stolen' } }, headers });
const deleteAddress = (headers: Record<string, string>, id: number) =>
  api.gql(DELETE_ADDRESS, { variables: { id }, headers });
const add = (headers: Record<string, string>, id: string) =>
  api.gql<Any>(ADD, { variables: { id, items: [{ sku: 'AZ-LAMP', quantity: 5 }] }, headers });
const remove = (headers: Record<string, string>, id: string, ids: string[]) =>
  api.gql<Any>(REMOVE, { variables: { id, ids }, headers });
const UNSUBSCRIBE = 'mutation { unsubscribeEmailFromNewsletter { status } }';

describe('a guest', () => {
  it('cannot read addresses, the wish list or the subscription', async () => {
    for (const query of [
      ADDRESS_BOOK,
      '{ customer { wishlist { id } } }',
      '{ customer { is_subscribed } }',
    ]) {
      const res = await api.gql<Any>(query, { headers: guest });
      expect(errorOf(res)).toEqual(NOT_AUTHORIZED);
      expect(res.data?.customer ?? null).toBeNull();
    }
  });

  it('cannot create, change or delete addresses', async () => {
    const [address] = owner.addresses as [AddressOut];
    expect(errorOf(await updateAddress(guest, address.id))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await deleteAddress(guest, (owner.addresses[1] as AddressOut).id))).toEqual(
      NOT_AUTHORIZED,
    );
    expect(
      errorOf(
        await api.gql('mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }', {
          variables: { i: germanAddress() },
        }),
      ),
    ).toEqual(NOT_AUTHORIZED);
  });

  it('cannot add to or remove from any wish list', async () => {
    for (const id of ['0', owner.wishlistId]) {
      expect(errorOf(await add(guest, id))).toEqual(WISHLIST_GUEST);
      expect(errorOf(await remove(guest, id, owner.itemIds))).toEqual(WISHLIST_GUEST);
    }
  });

  it('reads these fields only on the account it creates, in that request', async () => {
    const email = uniqueEmail('joiner');
    const res = await api.gql<Any>(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer {
        email is_subscribed default_billing addresses { id } wishlist { items_count } wishlists { id }
      } } }`,
      {
        variables: {
          input: { email, firstname: 'Jo', lastname: 'Iner', password: 'Good-Pass-123', is_subscribed: true },
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createCustomerV2.customer).toMatchObject({
      email,
      is_subscribed: true,
      default_billing: null,
      addresses: [],
      wishlist: { items_count: 0 },
    });
  });

  it('cannot unsubscribe anyone', async () => {
    expect(errorOf(await api.gql(UNSUBSCRIBE, { headers: guest }))).toEqual(NOT_AUTHORIZED);
  });

  it("cannot confirm the owner's subscription link without its code", async () => {
    expect(errorOf(await confirmWithWrongCode(guest))).toEqual(INVALID_CODE);
  });
});

describe('another customer', () => {
  it("reads only their own addresses, wish list and subscription, never the owner's", async () => {
    const res = await api.gql<Any>(
      `query($id: ID!) { customer {
        default_billing addresses { id city }
        wishlist { id items_v2 { items { id } } }
        wishlists { id }
        foreign: wishlist_v2(id: $id) { id items_v2 { items { id } } }
        is_subscribed
      } }`,
      { variables: { id: owner.wishlistId }, headers: other.shopper.headers },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.customer).toEqual({
      default_billing: String(other.addresses[0]?.id),
      addresses: other.addresses.map((a) => ({ id: a.id, city: a.city })),
      wishlist: { id: other.wishlistId, items_v2: { items: other.itemIds.map((id) => ({ id })) } },
      wishlists: [{ id: other.wishlistId }],
      foreign: null,
      is_subscribed: true,
    });
  });

  it("cannot change or delete the owner's addresses", async () => {
    for (const address of owner.addresses) {
      const denied = {
        message: `Current customer does not have permission to address with ID "${address.id}"`,
        category: 'graphql-authorization',
      };
      expect(errorOf(await updateAddress(other.shopper.headers, address.id))).toEqual(denied);
      expect(errorOf(await deleteAddress(other.shopper.headers, address.id))).toEqual(denied);
    }
    // Making the owner's address a default of their own is refused the same way.
    const hijack = await api.gql(UPDATE_ADDRESS, {
      variables: { id: owner.addresses[1]?.id, input: { default_billing: true } },
      headers: other.shopper.headers,
    });
    expect(errorOf(hijack).category).toBe('graphql-authorization');
  });

  it("cannot add to or remove from the owner's wish list, nor remove the owner's items from their own", async () => {
    expect(errorOf(await add(other.shopper.headers, owner.wishlistId))).toEqual(WISHLIST_NOT_FOUND);
    expect(errorOf(await remove(other.shopper.headers, owner.wishlistId, owner.itemIds))).toEqual(
      WISHLIST_NOT_FOUND,
    );
    // The owner's item ids through the caller's own wish list: reported, not removed.
    const res = await remove(other.shopper.headers, '0', owner.itemIds);
    expect(res.errors).toBeUndefined();
    expect(res.data.removeProductsFromWishlist.user_errors).toEqual(
      owner.itemIds.map((id) => ({
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${id}" does not belong to the wishlist`,
      })),
    );
    expect(res.data.removeProductsFromWishlist.wishlist.id).toBe(other.wishlistId);
  });

  it("cannot subscribe the owner's address, and unsubscribing touches only their own subscription", async () => {
    const res = await api.gql('mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
      variables: { e: owner.shopper.email },
      headers: other.shopper.headers,
    });
    // The same answer as for any address: the owner would have to confirm (no second link so soon).
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } });
    expect(errorOf(await confirmWithWrongCode(other.shopper.headers))).toEqual(INVALID_CODE);
    const unsubscribed = await api.gql<Any>(UNSUBSCRIBE, { headers: other.shopper.headers });
    expect(unsubscribed.data.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
    const [theirs] = await api.database.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.customerId, other.shopper.id));
    expect(theirs?.status).toBe('UNSUBSCRIBED');
  });
});

describe('the owner', () => {
  it('kept every row exactly as it was through all of the above', async () => {
    expect(await snapshot(owner.shopper.id)).toEqual(before);
  });

  it('can do all of it', async () => {
    const headers = owner.shopper.headers;
    expect(errorOf(await confirmWithWrongCode(headers))).toEqual(INVALID_CODE);
    expect(await snapshot(owner.shopper.id)).toEqual(before);
    const [first, second] = owner.addresses as [AddressOut, AddressOut];
    const updated = await api.gql<Any>(UPDATE_ADDRESS, {
      variables: { id: second.id, input: { city: 'Kiel' } },
      headers,
    });
    expect(updated.data.updateCustomerAddress.city).toBe('Kiel');
    expect((await deleteAddress(headers, second.id)).errors).toBeUndefined();
    const added = await add(headers, owner.wishlistId);
    expect(added.data.addProductsToWishlist).toMatchObject({ user_errors: [], wishlist: { items_count: 2 } });
    const removed = await remove(headers, owner.wishlistId, [owner.itemIds[0] as string]);
    expect(removed.data.removeProductsFromWishlist).toMatchObject({
      user_errors: [],
      wishlist: { items_count: 1 },
    });
    const unsubscribed = await api.gql<Any>(UNSUBSCRIBE, { headers });
    expect(unsubscribed.data.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
    const after = await snapshot(owner.shopper.id);
    expect(after.addresses.map((a) => a.id)).toEqual([first.id]);
    expect(after.items.map((i) => String(i.id))).toEqual([owner.itemIds[1]]);
    expect(after.subscription).toMatchObject([{ status: 'UNSUBSCRIBED' }]);
    // The mailed link, with its code, subscribes the owner again.
    const confirmed = await api.gql<Any>(CONFIRM, { variables: ownerLink });
    expect(confirmed.data.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    expect((await snapshot(owner.shopper.id)).subscription).toMatchObject([{ status: 'SUBSCRIBED' }]);
    // And none of it reached the other customer.
    const theirs = await snapshot(other.shopper.id);
    expect(theirs.addresses).toHaveLength(2);
    expect(theirs.items).toHaveLength(2);
  });
});
