// One cart line as the sidebar and the cart page show it: picture, name linked to the product,
// chosen options, unit price, quantity stepper, remove, row total and the line's problems. Prices
// follow the store's Shopping Cart Display Settings (excluding tax, including tax, or both). A line
// loaded from a proposal says its price was agreed and shows its quantity fixed (issue 14).
import type { ReactNode } from 'react';
import { formatQuantity } from '~/components/cart/QuantityField';
import { AppLink } from '~/components/ui/AppLink';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { type CartTaxDisplay, shownAmounts } from '~/lib/cart/tax-display';
import { imageLoading, mediaSrcSet } from '~/lib/responsive-image';
import { CartLineQuantity, CartLineRemove } from './CartLineControls';
import type { CartLineView } from './cart-view';

export function CartLine({
  line,
  display,
  compact = false,
  first = false,
  action,
}: {
  line: CartLineView;
  display: CartTaxDisplay;
  compact?: boolean;
  /** The cart page's first line: its picture is likely the page's largest paint, never lazy. */
  first?: boolean;
  /** An action beside remove (the cart page's "add to project"), composed by the route. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const sideLabel = (side: 'excl' | 'incl' | null) =>
    side ? ` ${t(side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')}` : '';
  const rowTotals = shownAmounts(display.price, line.rowTotal, line.rowTotalInclTax);
  const unitPrices = shownAmounts(display.price, line.price, line.priceInclTax);
  const imageSize = compact ? 'size-20' : 'size-24 xs:size-28';
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-4 border-b border-line py-5 last:border-b-0"
      data-testid="cart-line"
      data-sku={line.sku}
    >
      <div className={`${imageSize} overflow-hidden rounded-md bg-surface-muted`}>
        {line.image ? (
          <img
            src={line.image.url}
            srcSet={mediaSrcSet(line.image.url, 112)}
            sizes="112px"
            alt={line.image.label}
            width={112}
            height={112}
            {...imageLoading(first ? 'lcp' : 'lazy')}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {line.href ? (
              <AppLink to={line.href} className="font-medium text-balance hover:text-accent">
                {line.name}
              </AppLink>
            ) : (
              <span className="font-medium">{line.name}</span>
            )}
            <p className="mt-0.5 text-xs text-ink-muted">
              {t('product.sku')}: {line.sku}
            </p>
            {line.options.length > 0 ? (
              <dl className="mt-1 text-sm text-ink-muted">
                {line.options.map((option) => (
                  <div key={`${option.label}:${option.value}`} className="flex gap-1">
                    <dt>{option.label}:</dt>
                    <dd className="text-ink">{option.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          {rowTotals.length > 0 ? (
            <div className="shrink-0 text-right" data-testid="cart-line-total">
              {rowTotals.map(({ amount, side }, index) => (
                <p key={side ?? 'only'} className={index === 0 ? 'font-medium' : 'text-xs text-ink-muted'}>
                  <Price money={amount} className="tabular-nums" />
                  {sideLabel(side)}
                </p>
              ))}
              {line.discount ? (
                <p className="text-xs text-success">
                  −<Price money={line.discount} />
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {unitPrices.length > 0 && !compact ? (
          <p className="mt-1 text-sm text-ink-muted" data-testid="cart-line-price">
            {t('cart.unit_price')}:{' '}
            {unitPrices.map(({ amount, side }, index) => (
              <span key={side ?? 'only'}>
                {index > 0 ? ' / ' : ''}
                <Price money={amount} />
                {sideLabel(side)}
              </span>
            ))}
          </p>
        ) : null}
        {line.agreed ? (
          <p className="mt-0.5 text-xs font-medium text-accent" data-testid="cart-line-agreed">
            {t('cart.agreed_price')}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {line.agreed ? (
            // Agreed for this quantity: only removing the line changes it (a new proposal otherwise).
            <p className="text-sm" data-testid="cart-line-quantity">
              {t('cart.agreed_quantity', { qty: formatQuantity(line.quantity) })}
            </p>
          ) : (
            <CartLineQuantity line={line} />
          )}
          <div className="flex flex-wrap items-center gap-4">
            {action}
            <CartLineRemove line={line} />
          </div>
        </div>
        {!line.inStock ? <p className="mt-2 text-sm text-error">{t('product.out_of_stock')}</p> : null}
        {line.errors.map((error) => (
          <p key={error} className="mt-2 text-sm text-error" role="alert">
            {error}
          </p>
        ))}
      </div>
    </li>
  );
}
