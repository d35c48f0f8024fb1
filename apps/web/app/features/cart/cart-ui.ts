// Browser-only cart state (spec §3 "Cart state also holds ... sidebar visibility, loading flag"):
// whether the shipping-cart sidebar is open. The cart itself is server data (the layout's loader).
import { createStore, useStore } from '~/lib/create-store';

const cartUiStore = createStore({ sidebarOpen: false });

export const cartUi = {
  openSidebar: () => cartUiStore.set({ sidebarOpen: true }),
  closeSidebar: () => cartUiStore.set({ sidebarOpen: false }),
};

export const useCartSidebarOpen = () => useStore(cartUiStore, (state) => state.sidebarOpen);
