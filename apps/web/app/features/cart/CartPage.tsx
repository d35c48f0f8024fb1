// The cart page (/checkout/cart): the lines with quantity steppers and remove, then beside them
// (below on phones) the coupon, the comment, the gift options, the totals and the way to checkout. An empty cart
// says so and leads back to shopping. Below sm a bar fixed to the bottom keeps the grand total and
// the checkout button in view; from sm the summary column stays in view while the lines scroll.
// Under the lines, "Complete your order": a rail of the lines' cross-sells (cards drawn by the route).
import type { ReactNode } from 'react';
import { CartTotals } from '~/components/cart/CartTotals';
import { ProductRail } from '~/components/product/ProductRail';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { buttonClasses } from '~/components/ui/Button';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { CartTaxDisplay } from '~/lib/cart/tax-display';
import type { ProductCardItem } from '~/lib/product-card-item';
import { CartLine } from './CartLine';
import { CommentForm } from './CommentForm';
import { CouponForm } from './CouponForm';
import type { CartLineView, CartView } from './cart-view';
import { GiftOptionsForm } from './GiftOptionsForm';

/**
 * Phones and tablets (the summary sits below the lines there): the grand total and the way to
 * checkout in a bar fixed to the bottom of the screen, so checkout is reachable without scrolling.
 */
function StickySummary({ website, cart }: { website: string; cart: CartView }) {
  const { t } = useTranslation();
  const total = cart.totals.grandTotal;
  return (
    <section
      aria-label={t('cart.summary')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur xs:px-6 sm:hidden"
      data-testid="cart-sticky-summary"
    >
      <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-4">
        {total ? (
          <p className="min-w-0">
            <span className="block text-xs text-ink-muted">{t('cart.grand_total')}</span>
            <span className="text-lg font-bold tabular-nums" data-testid="cart-sticky-total">
              <Price money={total} />
            </span>
          </p>
        ) : null}
        <AppLink
          to={`/${website}/checkout`}
          className={buttonClasses('accent', 'h-12 shrink-0 px-6')}
          data-testid="cart-checkout-sticky"
        >
          {t('minicart.checkout')}
        </AppLink>
      </div>
    </section>
  );
}

export function CartPage({
  website,
  cart,
  display,
  renderLineAction,
  asideExtra,
  crossSells = [],
  renderCard,
}: {
  website: string;
  cart: CartView;
  display: CartTaxDisplay;
  /** An action on each line (add to project), composed by the route. */
  renderLineAction?: (line: CartLineView) => ReactNode;
  /** More beside the totals (a customer's "Save as estimate"), composed by the route. */
  asideExtra?: ReactNode;
  /** The lines' cross-sells (cross-sells.ts) and their card (the listing's), composed by the route. */
  crossSells?: ProductCardItem[];
  renderCard?: (item: ProductCardItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const showCrossSells = crossSells.length > 0 && renderCard !== undefined;
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-4 pb-28 xs:px-6 sm:pb-16 md:px-8">
      <Breadcrumbs items={[{ text: t('common.home'), link: `/${website}/` }, { text: t('cart.title') }]} />
      <h1 className="mt-4 text-2xl font-bold xs:text-3xl">{t('cart.title')}</h1>
      {cart.lines.length === 0 ? (
        <div className="mt-10 rounded-lg bg-surface-muted px-6 py-14 text-center" data-testid="cart-empty">
          <p className="text-lg">{t('cart.empty')}</p>
          <p className="mt-2 text-ink-muted">{t('cart.empty_hint')}</p>
          <AppLink to={`/${website}/`} className={buttonClasses('primary', 'mt-6')}>
            {t('cart.continue_shopping')}
          </AppLink>
        </div>
      ) : (
        // With cross-sells, from sm the summary column spans two rows, so the rail sits right under
        // the lines (the second row takes what the column's height leaves); on phones it follows
        // the summary.
        <div
          className={`mt-6 grid gap-8 sm:grid-cols-[1fr_380px] md:gap-12 ${showCrossSells ? 'sm:grid-rows-[auto_1fr]' : ''}`}
        >
          <section aria-label={t('cart.items_label')}>
            <p className="text-sm text-ink-muted" data-testid="cart-count-text">
              {t('minicart.items', { count: cart.totalQuantity })}
            </p>
            <ul className="mt-2 border-t border-line" data-testid="cart-lines">
              {cart.lines.map((line, index) => (
                <CartLine
                  key={line.uid}
                  line={line}
                  display={display}
                  first={index === 0}
                  action={renderLineAction?.(line)}
                />
              ))}
            </ul>
          </section>
          <aside
            className={`space-y-5 sm:sticky sm:top-24 sm:self-start ${showCrossSells ? 'sm:col-start-2 sm:row-span-2 sm:row-start-1' : ''}`}
          >
            {/* Agreed lines take no coupon (issue 14): the form shows while another line could, or to remove one. */}
            {cart.coupon || cart.lines.some((line) => !line.agreed) ? (
              <CouponForm website={website} coupon={cart.coupon} />
            ) : null}
            <CommentForm website={website} comment={cart.comment} />
            <GiftOptionsForm website={website} cart={cart} />
            <section aria-labelledby="cart-summary" className="rounded-lg bg-surface-muted p-5">
              <h2 id="cart-summary" className="mb-4 font-medium">
                {t('cart.summary')}
              </h2>
              <CartTotals totals={cart.totals} display={display} />
              <AppLink
                to={`/${website}/checkout`}
                className={buttonClasses('accent', 'mt-5 w-full')}
                data-testid="cart-checkout"
              >
                {t('minicart.checkout')}
              </AppLink>
            </section>
            {asideExtra}
          </aside>
          {showCrossSells ? (
            <div className="min-w-0 border-t border-line pt-8 sm:col-start-1 sm:row-start-2 sm:self-start">
              <ProductRail
                id="cart-crosssells"
                title={t('cart.crosssells_title')}
                titleSize="section"
                width="column"
                items={crossSells}
                renderItem={renderCard}
                data-testid="cart-crosssells"
              />
            </div>
          ) : null}
          <StickySummary website={website} cart={cart} />
        </div>
      )}
    </div>
  );
}
