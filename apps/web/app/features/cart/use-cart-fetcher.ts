// A fetcher for the cart's forms: shows the action's message once it answers and, for an add to
// cart, opens the sidebar. The hidden fields every cart form carries come with it.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { ui } from '~/lib/ui-store';
import type { CartActionData } from './cart-action-data';
import { cartUi } from './cart-ui';

export function useCartFetcher(options: { openSidebarOnAdd?: boolean; showSuccess?: boolean } = {}) {
  const { openSidebarOnAdd = false, showSuccess = true } = options;
  const fetcher = useFetcher<CartActionData>();
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      if (showSuccess) ui.pushMessage({ type: 'success', ...result.message });
      if (openSidebarOnAdd && (result.intent === 'add' || result.intent === 'move')) cartUi.openSidebar();
    } else {
      ui.pushMessage({ type: 'error', ...result.message });
      if (result.detail) ui.pushMessage({ type: 'error', text: result.detail });
    }
  }, [fetcher.data, openSidebarOnAdd, showSuccess]);
  return fetcher;
}
