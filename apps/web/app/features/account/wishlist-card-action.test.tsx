import { describe, expect, it } from 'vitest';
import { wishlistCardAction } from './WishlistButton';

describe('wishlistCardAction', () => {
  const action = wishlistCardAction(null);
  it('gives a bundle or a grouped product no heart: wish lists hold one product per item', () => {
    expect(action({ name: 'Oslo dining set', sku: 'BND', typename: 'BundleProduct' })).toBeNull();
    expect(action({ name: 'Oslo collection', sku: 'GRP', typename: 'GroupedProduct' })).toBeNull();
  });
  it('gives every other product its heart', () => {
    expect(action({ name: 'Chair', sku: 'CH', typename: 'SimpleProduct' })).not.toBeNull();
    expect(action({ name: 'Sofa', sku: 'SO', typename: 'ConfigurableProduct' })).not.toBeNull();
  });
});
