// /checkout/success (spec §2 "Order confirmation"): the order number; when the page may show the
// order (the customer's own, or the guest's through the placing browser's token) what was ordered
// and how — the route passes those contents in, they belong to the orders feature — with what
// happens next: the confirmation mail to the order's address, how to pay for an offline payment
// (bank transfer, check: the store's instructions), the delivery call, and for a guest the way to
// an account made from this order.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { CheckIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { websiteHome } from '~/lib/shop/website-codes';

export interface CheckoutSuccessData {
  website: string;
  orderNumber: string;
  isGuest: boolean;
  /** The account's order page, for a signed-in customer. */
  orderHref: string | null;
  /** The order's e-mail, when the page may show the order. */
  email: string | null;
  /** The offline payment method's name and instructions, when it has them. */
  payment: { name: string; instructions: string } | null;
  /** The sign-up page made from this order, for a guest whose order the page shows. */
  signUpHref: string | null;
  /** The order shown is virtual (a service such as the design consultation): nothing is shipped. */
  isVirtual?: boolean;
}

function Step({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li className="rounded-md border border-line p-4" data-testid={testId}>
      {children}
    </li>
  );
}

export function CheckoutSuccessPage({ data, order }: { data: CheckoutSuccessData; order?: ReactNode }) {
  const { t } = useTranslation();
  const nextSteps = (
    <ol className="space-y-3 text-sm leading-relaxed" data-testid="next-steps">
      <Step testId="next-email">
        <span className="break-words">
          {data.email
            ? t('order_confirmation.next_email', { email: data.email })
            : t('checkout.success.next_email')}
        </span>
      </Step>
      {data.payment ? (
        <Step testId="next-payment">
          <p className="font-medium">{t('order_confirmation.how_to_pay', { method: data.payment.name })}</p>
          <p className="mt-1 whitespace-pre-line" data-testid="payment-instructions">
            {data.payment.instructions}
          </p>
        </Step>
      ) : null}
      <Step testId="next-contact">
        {data.isVirtual
          ? t('order_confirmation.next_contact_virtual')
          : data.email
            ? t('order_confirmation.next_contact')
            : t('checkout.success.next_contact')}
      </Step>
      {data.signUpHref ? (
        <Step testId="create-account">
          <p className="font-medium">{t('order_confirmation.create_account_title')}</p>
          <p className="mt-1 text-ink-muted">{t('order_confirmation.create_account_text')}</p>
          <Link to={data.signUpHref} className={`${buttonClasses('secondary')} mt-3`}>
            {t('order_confirmation.create_account')}
          </Link>
        </Step>
      ) : data.isGuest ? (
        <Step>{t('checkout.success.next_guest')}</Step>
      ) : null}
    </ol>
  );
  const actions = (
    <div className="flex flex-wrap gap-3">
      {data.orderHref ? (
        <Link to={data.orderHref} className={buttonClasses('secondary')}>
          {t('checkout.success.view_order')}
        </Link>
      ) : null}
      <Link to={websiteHome(data.website)} className={buttonClasses('primary')}>
        {t('checkout.success.continue_shopping')}
      </Link>
    </div>
  );

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-10 pb-20 xs:px-6 md:px-8" data-testid="checkout-success">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <CheckIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-medium xs:text-3xl">{t('checkout.success.title')}</h1>
        <p className="mt-3 text-lg">
          {t('checkout.success.order_number')} <strong data-testid="order-number">{data.orderNumber}</strong>
        </p>
      </header>
      {order ? (
        <div className="mt-10 grid gap-8 sm:grid-cols-[minmax(0,1fr)_22rem]">
          {/* First on a phone: what to do now (how to pay, the account) before the order's details. */}
          <aside
            aria-labelledby="confirmation-next"
            className="space-y-6 sm:col-start-2 sm:row-start-1 sm:pt-8"
          >
            <h2 id="confirmation-next" className="text-lg font-medium">
              {t('order_confirmation.what_next')}
            </h2>
            {nextSteps}
            {actions}
          </aside>
          <section
            aria-labelledby="confirmation-order"
            data-testid="confirmation-order"
            className="sm:col-start-1 sm:row-start-1"
          >
            <h2 id="confirmation-order" className="sr-only">
              {t('order_confirmation.your_order')}
            </h2>
            {order}
          </section>
        </div>
      ) : (
        <div className="mx-auto mt-8 max-w-md space-y-8">
          {nextSteps}
          <div className="flex justify-center">{actions}</div>
        </div>
      )}
    </div>
  );
}
