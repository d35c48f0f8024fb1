import { describe, expect, it } from 'vitest';
import { formData } from '~/test/form-data';
import { readWishlistListRequest } from './wishlist-lists-form';

describe('the wishlist page’s list forms', () => {
  it('reads create, update, delete and move requests', () => {
    expect(
      readWishlistListRequest(formData({ intent: 'create', name: ' Living   room ', visibility: 'PUBLIC' })),
    ).toEqual({
      ok: true,
      request: { intent: 'create', name: 'Living room', visibility: 'PUBLIC' },
    });
    expect(
      readWishlistListRequest(
        formData({ intent: 'update', wishlist_id: '7', name: 'Office', visibility: 'x' }),
      ),
    ).toEqual({
      ok: true,
      request: { intent: 'update', wishlistId: '7', name: 'Office', visibility: 'PRIVATE' },
    });
    expect(readWishlistListRequest(formData({ intent: 'delete', wishlist_id: '7' }))).toEqual({
      ok: true,
      request: { intent: 'delete', wishlistId: '7' },
    });
    expect(
      readWishlistListRequest(formData({ intent: 'move', wishlist_id: '7', item_id: '3', to: '8' })),
    ).toEqual({
      ok: true,
      request: { intent: 'move', wishlistId: '7', itemId: '3', to: '8' },
    });
  });

  it('answers a field error for a missing name, and null for ids that make no sense or other intents', () => {
    expect(readWishlistListRequest(formData({ intent: 'create', name: ' ' }))).toMatchObject({
      ok: false,
      error: { key: 'validation.required' },
    });
    expect(readWishlistListRequest(formData({ intent: 'delete', wishlist_id: '1 OR 1' }))).toBeNull();
    expect(
      readWishlistListRequest(formData({ intent: 'move', wishlist_id: '7', item_id: 'x', to: '8' })),
    ).toBeNull();
    expect(readWishlistListRequest(formData({ intent: 'remove', item_id: '3' }))).toBeNull();
  });
});
