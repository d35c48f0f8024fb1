// The account pages' API calls against a stubbed API: what they send, and what a failure becomes
// (the API's message for the form, a logout redirect for an authorization error).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { saveAccount } from './account-edit.server';
import type { AccountEditPlan } from './account-edit-form';
import { deleteAddress } from './address-writes.server';
import { addToNewWishlist, addToWishlist, loadWishlistState } from './wishlist.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function shop(token = 'token-1') {
  return shopContextFixture(
    new Request('http://shop.test/int/', { headers: { Cookie: `auth_token=${token}` } }),
  );
}

const profile: AccountEditPlan['profile'] = {
  firstname: 'Ada',
  middlename: '',
  lastname: 'Lovelace',
  organization_info: { is_organization: false, name: '', tin: '', vat: '', address: '', logo_url: '' },
};

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('saving the account', () => {
  it('saves names alone with updateCustomerV2', async () => {
    const sent = stubGraphQL({
      UpdateAccount: { data: { updateCustomerV2: { customer: { email: 'a@b.co' } } } },
    });
    expect(await saveAccount(shop(), { profile, currentPassword: '' })).toEqual({ ok: true });
    expect(sent.map((request) => request.operation)).toEqual(['UpdateAccount']);
    expect(sent[0]?.variables).toEqual({ input: profile });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('changes the e-mail with the names and the current password in one call, and shows a refusal', async () => {
    const sent = stubGraphQL({
      UpdateAccountWithEmail: {
        errors: [
          { message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } },
        ],
      },
    });
    const result = await saveAccount(shop(), { profile, email: 'new@b.co', currentPassword: 'wrong' });
    expect(result).toEqual({
      ok: false,
      message: { text: 'Invalid login or password.' },
      profileSaved: false,
    });
    expect(sent[0]?.variables).toEqual({ input: { ...profile, email: 'new@b.co', password: 'wrong' } });
  });

  it('keeps the session when the API keeps the token after a password change', async () => {
    const sent = stubGraphQL({
      UpdateAccount: { data: { updateCustomerV2: { customer: { email: 'a@b.co' } } } },
      ChangeAccountPassword: { data: { changeCustomerPassword: { email: 'a@b.co' } } },
      SessionCheck: { data: { customer: { email: 'a@b.co' } } },
    });
    const result = await saveAccount(shop(), {
      profile,
      newPassword: 'Brand-new-1',
      currentPassword: 'Old-pass-1',
    });
    expect(result).toEqual({ ok: true });
    expect(sent.map((request) => request.operation)).toEqual([
      'UpdateAccount',
      'ChangeAccountPassword',
      'SessionCheck',
    ]);
    expect(sent[1]?.variables).toEqual({ currentPassword: 'Old-pass-1', newPassword: 'Brand-new-1' });
  });

  it('signs in again with the new password when the change revoked the token', async () => {
    const sent = stubGraphQL({
      UpdateAccount: { data: { updateCustomerV2: { customer: { email: 'a@b.co' } } } },
      ChangeAccountPassword: { data: { changeCustomerPassword: { email: 'a@b.co' } } },
      SessionCheck: authorizationError,
      SignInAgain: { data: { generateCustomerToken: { token: 'token-2' } } },
    });
    const result = await saveAccount(shop(), {
      profile,
      newPassword: 'Brand-new-1',
      currentPassword: 'Old-pass-1',
    });
    expect(result).toEqual({ ok: true, newToken: 'token-2' });
    expect(sent[3]?.variables).toEqual({ email: 'a@b.co', password: 'Brand-new-1' });
    expect(sent[3]?.headers.get('Authorization')).toBeNull();
  });

  it('reports a refused password change after the names were saved', async () => {
    stubGraphQL({
      UpdateAccount: { data: { updateCustomerV2: { customer: { email: 'a@b.co' } } } },
      ChangeAccountPassword: {
        errors: [
          {
            message: "The password doesn't match this account. Verify the password and try again.",
            extensions: { category: 'graphql-authentication' },
          },
        ],
      },
    });
    const result = await saveAccount(shop(), { profile, newPassword: 'Brand-new-1', currentPassword: 'x' });
    expect(result).toMatchObject({ ok: false, profileSaved: true });
  });

  it('ends an expired session with the logout redirect', async () => {
    stubGraphQL({ UpdateAccount: authorizationError });
    const response = await thrown(saveAccount(shop(), { profile, currentPassword: '' }));
    expect(response.headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });
});

describe('address and wishlist writes', () => {
  it('shows the API’s refusal to delete a default address', async () => {
    const message = 'Customer Address 5 is set as default billing address and can not be deleted';
    const sent = stubGraphQL({
      DeleteAccountAddress: { errors: [{ message, extensions: { category: 'graphql-input' } }] },
    });
    expect(await deleteAddress(shop(), 5)).toEqual({ ok: false, message: { text: message } });
    expect(sent[0]?.variables).toEqual({ id: 5 });
  });

  it('adds to the default wishlist "0" and shows the first user error', async () => {
    const sent = stubGraphQL({
      AddToWishlist: {
        data: {
          addProductsToWishlist: {
            wishlist: { id: '3', items_count: 0, items_v2: { items: [] } },
            user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' }],
          },
        },
      },
    });
    const result = await addToWishlist(shop(), { sku: 'NOPE', quantity: 1 });
    expect(result).toEqual({ ok: false, message: { text: 'Could not find a product with SKU "NOPE"' } });
    expect(sent[0]?.variables).toMatchObject({ wishlistId: '0', items: [{ sku: 'NOPE', quantity: 1 }] });
  });

  it('answers the wishlist after an add', async () => {
    stubGraphQL({
      AddToWishlist: {
        data: {
          addProductsToWishlist: {
            wishlist: {
              id: '3',
              name: 'Wish List',
              items_count: 1,
              items_v2: {
                items: [{ id: '9', product: { sku: 'CHAIR' }, configured_variant: { sku: 'CHAIR-RED' } }],
              },
            },
            user_errors: [],
          },
        },
      },
    });
    expect(await addToWishlist(shop(), { sku: 'CHAIR-RED', parent_sku: 'CHAIR', quantity: 1 })).toEqual({
      ok: true,
      itemsCount: 1,
      list: { id: '3', name: 'Wish List', entries: [{ itemId: '9', sku: 'CHAIR', variantSku: 'CHAIR-RED' }] },
    });
  });

  it('loads every wish list for the hearts in one request, with the multiple lists switch', async () => {
    const sent = stubGraphQL({
      WishlistState: {
        data: {
          storeConfig: { enable_multiple_wishlists: '1', maximum_number_of_wishlists: '10' },
          customer: {
            wishlists: [
              { id: '3', name: 'Wish List', items_v2: { items: [] } },
              {
                id: '8',
                name: 'Kitchen',
                items_v2: { items: [{ id: '11', product: { sku: 'LAMP' }, configured_variant: null }] },
              },
            ],
          },
        },
      },
    });
    expect(await loadWishlistState(shop().headers)).toEqual({
      multiple: true,
      maxLists: 10,
      lists: [
        { id: '3', name: 'Wish List', isDefault: true, entries: [] },
        {
          id: '8',
          name: 'Kitchen',
          isDefault: false,
          entries: [{ itemId: '11', sku: 'LAMP', variantSku: null }],
        },
      ],
    });
    expect(sent.map((request) => request.operation)).toEqual(['WishlistState']);
  });

  it('adds to the list the chooser names, and to a new list after creating it (private)', async () => {
    const list = (id: string, name: string) => ({
      data: {
        addProductsToWishlist: {
          wishlist: {
            id,
            name,
            items_count: 1,
            items_v2: { items: [{ id: '20', product: { sku: 'LAMP' }, configured_variant: null }] },
          },
          user_errors: [],
        },
      },
    });
    const sent = stubGraphQL({
      AddToWishlist: list('8', 'Kitchen'),
      CreateWishlist: { data: { createWishlist: { wishlist: { id: '15' } } } },
    });
    expect(await addToWishlist(shop(), { sku: 'LAMP', quantity: 1 }, '8')).toMatchObject({
      ok: true,
      list: { id: '8', name: 'Kitchen' },
    });
    expect(sent[0]?.variables).toMatchObject({ wishlistId: '8' });

    const created = await addToNewWishlist(shop(), 'Office', { sku: 'LAMP', quantity: 1 });
    expect(created).toMatchObject({ ok: true, created: '15' });
    expect(sent.slice(1).map((request) => [request.operation, request.variables])).toEqual([
      ['CreateWishlist', { name: 'Office', visibility: 'PRIVATE' }],
      ['AddToWishlist', expect.objectContaining({ wishlistId: '15' })],
    ]);
  });

  it('answers the API’s message when a new list cannot be made, and adds nothing', async () => {
    const message = 'Wish list "Office" already exists.';
    const sent = stubGraphQL({
      CreateWishlist: { errors: [{ message, extensions: { category: 'graphql-input' } }] },
    });
    expect(await addToNewWishlist(shop(), 'Office', { sku: 'LAMP', quantity: 1 })).toEqual({
      ok: false,
      message: { text: message },
      created: null,
    });
    expect(sent.map((request) => request.operation)).toEqual(['CreateWishlist']);
  });

  it('loads no wishlist for a guest, and leaves the hearts empty when the API fails', async () => {
    const sent = stubGraphQL({ WishlistState: { status: 502, body: 'Bad gateway' } });
    const guestShop = shopContextFixture(new Request('http://shop.test/int/'));
    expect(await loadWishlistState(guestShop.headers)).toBeNull();
    expect(sent).toHaveLength(0);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadWishlistState(shop().headers)).toBeNull();
    expect(sent.map((request) => request.operation)).toEqual(['WishlistState']);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('leaves an expired session to the layout without logging it', async () => {
    stubGraphQL({ WishlistState: authorizationError });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadWishlistState(shop().headers)).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});
