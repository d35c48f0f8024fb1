// The shipping-cart sidebar (spec §2 overlays): the cart's lines with quantity and remove, the
// subtotal, and the ways on — the cart page and checkout. Opens from the header's cart button and
// after an add to cart; shown in a portal so no header styling clips it. Any navigation closes it.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { buttonClasses } from '~/components/ui/Button';
import { Drawer } from '~/components/ui/Drawer';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { shownAmounts, useCartTaxDisplay } from '~/lib/cart/tax-display';
import { CartLine } from './CartLine';
import { cartPagePath } from './cart-action-data';
import { cartUi, useCartSidebarOpen } from './cart-ui';

/** The sidebar's own host element (portal target), outside the page that goes inert behind it. */
const SIDEBAR_HOST_ID = 'cart-sidebar-host';

function sidebarHost(): HTMLElement {
  let host = document.getElementById(SIDEBAR_HOST_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = SIDEBAR_HOST_ID;
    document.body.append(host);
  }
  return host;
}

/**
 * While the sidebar is open the page behind it is inert (no focus, no clicks), as the shell does
 * for its drawers; the sidebar lives outside the shell, so it marks the other body children itself.
 */
function useInertPage(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const host = sidebarHost();
    const others = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element !== host && element instanceof HTMLElement && !element.inert,
    );
    for (const element of others) element.inert = true;
    return () => {
      for (const element of others) element.inert = false;
    };
  }, [open]);
}

export function CartSidebar() {
  const { t } = useTranslation();
  const open = useCartSidebarOpen();
  const { website, cart } = useRequiredShellData();
  const display = useCartTaxDisplay();
  const subtotals = shownAmounts(display.subtotal, cart.totals.subtotal, cart.totals.subtotalInclTax);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => cartUi.closeSidebar(), [location.key]);
  useInertPage(open);

  if (!open) return null;
  return createPortal(
    <Drawer name="cart" title={t('minicart.title')} onClose={cartUi.closeSidebar}>
      {cart.lines.length === 0 ? (
        <div className="py-10 text-center" data-testid="minicart-empty">
          <p className="text-ink-muted">{t('cart.empty')}</p>
          <button type="button" onClick={cartUi.closeSidebar} className={buttonClasses('secondary', 'mt-6')}>
            {t('cart.continue_shopping')}
          </button>
        </div>
      ) : (
        <div data-testid="minicart">
          <p className="text-sm text-ink-muted" data-testid="minicart-count">
            {t('minicart.items', { count: cart.totalQuantity })}
          </p>
          <ul className="mt-2">
            {cart.lines.map((line) => (
              <CartLine key={line.uid} line={line} display={display} compact />
            ))}
          </ul>
          <div className="sticky bottom-0 -mx-6 mt-4 space-y-3 border-t border-line bg-surface-raised px-6 pt-4 pb-2">
            {subtotals.map(({ amount, side }) => (
              <div key={side ?? 'only'} className="flex items-baseline justify-between font-medium">
                <span>
                  {t('cart.subtotal')}
                  {side ? ` (${t(side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')})` : ''}
                </span>
                <span data-testid="minicart-subtotal">
                  <Price money={amount} className="tabular-nums" />
                </span>
              </div>
            ))}
            <AppLink to={`/${website}/checkout`} className={buttonClasses('accent', 'w-full')}>
              {t('minicart.checkout')}
            </AppLink>
            <AppLink to={cartPagePath(website)} className={buttonClasses('secondary', 'w-full')}>
              {t('minicart.view_cart')}
            </AppLink>
          </div>
        </div>
      )}
    </Drawer>,
    sidebarHost(),
  );
}
