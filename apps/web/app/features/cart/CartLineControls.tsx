// A cart line's quantity stepper and remove button (sidebar and cart page). − and + post the
// quantity they step to (by qty_increments, never below the smallest allowed quantity); the
// field and its Update button post a typed quantity. Real forms, sent through a fetcher.
import { useEffect, useState } from 'react';
import { formatQuantity } from '~/components/cart/QuantityField';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { stepQuantity, validateQuantity } from '~/lib/cart/quantity-rules';
import { CartFormFields } from './CartFormFields';
import { cartPagePath } from './cart-action-data';
import type { CartLineView } from './cart-view';
import { useCartFetcher } from './use-cart-fetcher';

const stepButton =
  'flex size-9 items-center justify-center text-base hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-accent';

export function CartLineQuantity({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const fetcher = useCartFetcher({ showSuccess: false });
  const [typed, setTyped] = useState(formatQuantity(line.quantity));
  useEffect(() => setTyped(formatQuantity(line.quantity)), [line.quantity]);
  const down = stepQuantity(line.rules, line.quantity, -1);
  const up = stepQuantity(line.rules, line.quantity, 1);
  const problem = typed === formatQuantity(line.quantity) ? null : validateQuantity(line.rules, typed);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={cartPagePath(website)} className="flex flex-wrap items-center gap-2">
      <CartFormFields intent="update" />
      <input type="hidden" name="item_uid" value={line.uid} />
      {/* Enter in the field submits the typed quantity: the first submit button is the default. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <div
        className="inline-flex items-center rounded-md border border-line"
        data-testid="cart-line-quantity"
      >
        <button
          type="submit"
          name="quantity_step"
          value={formatQuantity(down)}
          disabled={busy || down >= line.quantity}
          aria-label={t('cart.decrease', { name: line.name })}
          className={`${stepButton} rounded-l-md`}
        >
          −
        </button>
        <input
          type="text"
          name="quantity"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-label={t('cart.quantity_of', { name: line.name })}
          aria-invalid={problem ? true : undefined}
          className="h-9 w-14 border-x border-line bg-surface text-center text-sm tabular-nums focus:outline-2 focus:outline-accent/30"
        />
        <button
          type="submit"
          name="quantity_step"
          value={formatQuantity(up)}
          disabled={busy}
          aria-label={t('cart.increase', { name: line.name })}
          className={`${stepButton} rounded-r-md`}
        >
          +
        </button>
      </div>
      {typed !== formatQuantity(line.quantity) ? (
        <button
          type="submit"
          disabled={busy || Boolean(problem)}
          className="rounded-md px-2 py-1 text-sm font-medium text-accent hover:underline disabled:opacity-50"
        >
          {t('cart.update')}
        </button>
      ) : null}
      {problem ? (
        <p className="basis-full text-xs text-error" role="alert">
          {t(problem.key, problem)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export function CartLineRemove({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const fetcher = useCartFetcher();
  return (
    <fetcher.Form method="post" action={cartPagePath(website)}>
      <CartFormFields intent="remove" />
      <input type="hidden" name="item_uid" value={line.uid} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('cart.remove_product', { name: line.name })}
        className="text-sm text-ink-muted underline-offset-2 hover:text-error hover:underline disabled:opacity-50"
      >
        {t('cart.remove')}
      </button>
    </fetcher.Form>
  );
}
