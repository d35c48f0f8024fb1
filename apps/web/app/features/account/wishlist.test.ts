import { describe, expect, it } from 'vitest';
import type { PriceRangeFragment, WishlistPageItemFragment } from '~/lib/graphql/generated';
import { formData } from '~/test/form-data';
import { defaultList, findWishlistEntry, readWishlistRequest } from './wishlist-form';
import { toWishlistItemView, toWishlistState } from './wishlist-view';

const price = (value: number): PriceRangeFragment => ({
  minimum_price: {
    regular_price: { value, currency: 'USD' },
    final_price: { value, currency: 'USD' },
    discount: null,
  },
  maximum_price: null,
});

describe('wishlist buttons and the wishlist page', () => {
  it('reads an add request: a configurable’s variant as sku with the configurable as parent_sku', () => {
    expect(
      readWishlistRequest(formData({ intent: 'add', sku: 'CHAIR-RED', parent_sku: 'CHAIR', quantity: '2' })),
    ).toEqual({
      intent: 'add',
      item: { sku: 'CHAIR-RED', parent_sku: 'CHAIR', quantity: 2 },
      wishlistId: '0',
    });
    expect(
      readWishlistRequest(formData({ intent: 'add', sku: 'LAMP', parent_sku: 'LAMP', quantity: '-1' })),
    ).toEqual({ intent: 'add', item: { sku: 'LAMP', quantity: 1 }, wishlistId: '0' });
  });

  it('reads the list chooser’s posts: an add to a given list, and an add to a new list by its name', () => {
    expect(readWishlistRequest(formData({ intent: 'add', sku: 'LAMP', wishlist_id: '7' }))).toEqual({
      intent: 'add',
      item: { sku: 'LAMP', quantity: 1 },
      wishlistId: '7',
    });
    expect(
      readWishlistRequest(formData({ intent: 'add', sku: 'LAMP', wishlist_id: '7; drop' })),
    ).toMatchObject({
      wishlistId: '0',
    });
    expect(
      readWishlistRequest(
        formData({ intent: 'add_to_new', sku: 'LAMP', quantity: '1', name: '  Living   room ' }),
      ),
    ).toEqual({ intent: 'add_to_new', item: { sku: 'LAMP', quantity: 1 }, name: 'Living room' });
    expect(readWishlistRequest(formData({ intent: 'add_to_new', sku: 'LAMP', name: '  ' }))).toEqual({
      intent: 'bad_name',
      error: { key: 'validation.required' },
    });
    expect(
      readWishlistRequest(formData({ intent: 'add_to_new', sku: 'LAMP', name: 'x'.repeat(256) })),
    ).toEqual({
      intent: 'bad_name',
      error: { key: 'customer.validation.too_long', values: { count: 255 } },
    });
    expect(readWishlistRequest(formData({ intent: 'add_to_new', sku: '', name: 'Kitchen' }))).toBeNull();
  });

  it('reads a remove request by item ids, with the default wishlist "0" when no id is known', () => {
    expect(readWishlistRequest(formData({ intent: 'remove', item_id: '12', wishlist_id: '' }))).toEqual({
      intent: 'remove',
      itemIds: ['12'],
      wishlistId: '0',
    });
    const both = formData({ intent: 'remove', item_id: '12', wishlist_id: '5' });
    both.append('item_id', '13');
    expect(readWishlistRequest(both)).toEqual({ intent: 'remove', itemIds: ['12', '13'], wishlistId: '5' });
    expect(readWishlistRequest(formData({ intent: 'remove', item_id: '1 OR 1' }))).toBeNull();
    expect(readWishlistRequest(formData({ intent: 'remove' }))).toBeNull();
    expect(readWishlistRequest(formData({ intent: 'buy', sku: 'X' }))).toBeNull();
    expect(readWishlistRequest(formData({ intent: 'add', sku: '' }))).toBeNull();
  });

  it('finds the item a heart stands for: any item on a card, the exact variant on a product page', () => {
    const state = toWishlistState({
      storeConfig: { enable_multiple_wishlists: '0', maximum_number_of_wishlists: '3' },
      customer: {
        wishlists: [
          {
            id: '4',
            name: 'Wish List',
            items_v2: {
              items: [
                { id: '1', product: { sku: 'CHAIR' }, configured_variant: { sku: 'CHAIR-RED' } },
                { id: '2', product: { sku: 'LAMP' }, configured_variant: null },
                null,
              ],
            },
          },
        ],
      },
    });
    expect(state.multiple).toBe(false);
    const list = defaultList(state);
    expect(list).toMatchObject({ id: '4', isDefault: true });
    expect(findWishlistEntry(list, 'CHAIR')?.itemId).toBe('1');
    expect(findWishlistEntry(list, 'CHAIR', 'CHAIR-RED')?.itemId).toBe('1');
    expect(findWishlistEntry(list, 'CHAIR', 'CHAIR-BLUE')).toBeUndefined();
    expect(findWishlistEntry(list, 'CHAIR', null)).toBeUndefined();
    expect(findWishlistEntry(list, 'LAMP', null)?.itemId).toBe('2');
    expect(findWishlistEntry(null, 'LAMP')).toBeUndefined();
  });

  it('shows a configurable item with its variant’s picture, price, SKU and options, linked to the product', () => {
    const item: WishlistPageItemFragment = {
      id: '1',
      quantity: 1,
      added_at: '2026-01-01 10:00:00',
      product: {
        uid: 'MTA=',
        name: 'Chair',
        sku: 'CHAIR',
        url_key: 'chair',
        url_suffix: null,
        stock_status: 'IN_STOCK',
        small_image: { url: '/media/chair.svg', label: '' },
        price_range: price(100),
      },
      configurable_options: [{ option_label: 'Colour', value_label: 'Red' }],
      configured_variant: {
        sku: 'CHAIR-RED',
        stock_status: 'OUT_OF_STOCK',
        small_image: { url: '/media/chair-red.svg', label: 'Red chair' },
        price_range: price(120),
      },
    };
    expect(toWishlistItemView(item, 'int', '.html')).toEqual({
      id: '1',
      name: 'Chair',
      sku: 'CHAIR-RED',
      href: '/int/chair.html',
      image: { url: '/media/chair-red.svg', label: 'Red chair' },
      price: price(120),
      options: [{ label: 'Colour', value: 'Red' }],
      inStock: false,
      quantity: 1,
      parentSku: 'CHAIR',
    });
    expect(toWishlistItemView({ ...item, product: null }, 'int', '.html')).toBeNull();
  });
});
