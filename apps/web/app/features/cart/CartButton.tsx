// The header's cart button with the number of items (total_quantity). A link to the cart page, so
// it works before JavaScript has loaded; once hydrated it opens the shipping-cart sidebar instead.
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { CartSidebar } from './CartSidebar';
import { cartPagePath } from './cart-action-data';
import { cartUi } from './cart-ui';
import { CartIcon } from './icons';

export function CartButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { website, cart } = useRequiredShellData();
  const count = cart.totalQuantity;
  // Quantities are floats (spec §5); the badge shows whole units where it can.
  const shown = Number.isInteger(count) ? String(count) : String(Number(count.toFixed(2)));
  return (
    <>
      <a
        href={cartPagePath(website)}
        className={`relative ${className}`}
        onClick={(event) => {
          event.preventDefault();
          cartUi.openSidebar();
        }}
        aria-label={count > 0 ? t('minicart.button_count', { count }) : t('minicart.button')}
        aria-haspopup="dialog"
        data-testid="cart-button"
        data-count={count}
      >
        <CartIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : shown}
          </span>
        ) : null}
      </a>
      <CartSidebar />
    </>
  );
}
