// The payment provider sent the shopper back without a payment: the order was not paid, the cart
// is as it was, and the checkout is one click away to choose another method or try again.

import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { AlertIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { checkoutPaths } from './checkout-paths';

export function PaymentDeclinedPage({ website }: { website: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-20 text-center xs:px-6" data-testid="payment-declined">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-error/10 text-error">
        <AlertIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-medium xs:text-3xl">{t('checkout.payment_return.declined_title')}</h1>
      <p role="alert" className="mt-3 text-ink-muted">
        {t('checkout.payment_return.declined')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={checkoutPaths.checkout(website, 'payment-method')} className={buttonClasses('primary')}>
          {t('checkout.payment_return.back_to_checkout')}
        </Link>
        <Link to={checkoutPaths.cart(website)} className={buttonClasses('secondary')}>
          {t('checkout.back_to_cart')}
        </Link>
      </div>
    </div>
  );
}
