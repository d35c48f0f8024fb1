// Browser-only UI state: which drawer is open, global messages and the loader overlay.
import { createStore, useStore } from './create-store';
import {
  type CustomerDrawerType,
  isSecondaryDrawerType,
  resolveCustomerDrawerType,
  type SecondaryDrawerType,
} from './drawer-types';
import type { GlobalMessage, GlobalMessageInput } from './global-message';

export type OpenDrawer =
  | { kind: 'main' }
  | { kind: 'customer'; type: CustomerDrawerType }
  | { kind: 'secondary'; type: SecondaryDrawerType };

/** The product the add-to-project drawer adds (kept while a guest signs in first). */
export interface ProductForProject {
  sku: string;
  parentSku: string | null;
  selectedOptions: string[];
  quantity: number;
  name: string;
}

interface UiState {
  drawer: OpenDrawer | null;
  /** The product of the add-to-project drawer, open or waiting for the sign-in. */
  productForProject: ProductForProject | null;
  messages: GlobalMessage[];
  /** Pending operations that show the loader overlay; a count, so overlapping ones nest. */
  loaderCount: number;
}

const uiStore = createStore<UiState>({ drawer: null, productForProject: null, messages: [], loaderCount: 0 });
let nextMessageId = 1;

export const ui = {
  openMainDrawer: () => uiStore.set({ drawer: { kind: 'main' } }),
  openCustomerDrawer(requested?: string, isAuthenticated = false) {
    uiStore.set({
      drawer: { kind: 'customer', type: resolveCustomerDrawerType(requested, isAuthenticated) },
    });
  },
  openSecondaryDrawer(type: string) {
    if (isSecondaryDrawerType(type)) uiStore.set({ drawer: { kind: 'secondary', type } });
  },
  /**
   * The add-to-project drawer for a product; a guest gets the sign-in drawer, and the product waits
   * until the sign-in (DrawerHost then opens the add-to-project drawer).
   */
  openAddToProject(product: ProductForProject, isAuthenticated: boolean) {
    uiStore.set({
      productForProject: product,
      drawer: { kind: 'customer', type: isAuthenticated ? 'addToProject' : 'signIn' },
    });
  },
  forgetProductForProject: () => uiStore.set({ productForProject: null }),
  closeDrawer: () => uiStore.set({ drawer: null }),
  pushMessage(message: GlobalMessageInput) {
    const id = nextMessageId++;
    uiStore.set((state) => ({ messages: [...state.messages, { ...message, id }] }));
    return id;
  },
  dismissMessage(id: number) {
    uiStore.set((state) => ({ messages: state.messages.filter((message) => message.id !== id) }));
  },
  showLoader: () => uiStore.set((state) => ({ loaderCount: state.loaderCount + 1 })),
  hideLoader: () => uiStore.set((state) => ({ loaderCount: Math.max(0, state.loaderCount - 1) })),
};

export const useOpenDrawer = () => useStore(uiStore, (state) => state.drawer);
export const useGlobalMessages = () => useStore(uiStore, (state) => state.messages);
export const useProductForProject = () => useStore(uiStore, (state) => state.productForProject);
export const useLoaderVisible = () => useStore(uiStore, (state) => state.loaderCount > 0);
