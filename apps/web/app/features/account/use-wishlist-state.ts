// The wish list state the hearts of one page share: every heart of a page gets the same loaded
// state object, and a change made by one heart (or its list chooser) shows on all of them — a new
// list made from one card is offered by the next card's chooser, a product added from a card fills
// its heart in a rail too. The store belongs to the loaded object: a new page load starts afresh.
import { useCallback } from 'react';
import { createStore, type Store, useStore } from '~/lib/create-store';
import type { WishlistState } from './wishlist-form';

type Holder = { state: WishlistState | null };

const stores = new WeakMap<WishlistState, Store<Holder>>();
const guest = createStore<Holder>({ state: null });

function storeOf(initial: WishlistState | null): Store<Holder> {
  if (!initial) return guest;
  let store = stores.get(initial);
  if (!store) {
    store = createStore<Holder>({ state: initial });
    stores.set(initial, store);
  }
  return store;
}

export type WishlistStateUpdate = (change: (state: WishlistState) => WishlistState) => void;

/** The page's wish list state (null for guests) and a way to change it after a write. */
export function useWishlistState(initial: WishlistState | null): [WishlistState | null, WishlistStateUpdate] {
  const store = storeOf(initial);
  const state = useStore(store, (holder) => holder.state);
  const update = useCallback<WishlistStateUpdate>(
    (change) => store.set((holder) => (holder.state ? { state: change(holder.state) } : {})),
    [store],
  );
  return [state, update];
}
