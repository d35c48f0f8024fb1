// /checkout/success (spec §2 "Order confirmation"): the order number and what happens next — the
// confirmation e-mail, the order in the account for a customer, and the way back to the shop.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { CheckIcon } from '~/components/ui/icons';
import { websiteHome } from '~/lib/shop/website-codes';

export interface CheckoutSuccessData {
  website: string;
  orderNumber: string;
  isGuest: boolean;
  /** The account's order page, for a signed-in customer. */
  orderHref: string | null;
}

export function CheckoutSuccessPage({ data }: { data: CheckoutSuccessData }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-20 text-center xs:px-6" data-testid="checkout-success">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CheckIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-medium xs:text-3xl">{t('checkout.success.title')}</h1>
      <p className="mt-3 text-lg">
        {t('checkout.success.order_number')} <strong data-testid="order-number">{data.orderNumber}</strong>
      </p>
      <ol className="mx-auto mt-8 max-w-md space-y-3 text-left text-sm">
        <li className="rounded-md border border-line p-4">{t('checkout.success.next_email')}</li>
        <li className="rounded-md border border-line p-4">{t('checkout.success.next_contact')}</li>
        {data.isGuest ? (
          <li className="rounded-md border border-line p-4">{t('checkout.success.next_guest')}</li>
        ) : null}
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {data.orderHref ? (
          <Link to={data.orderHref} className={buttonClasses('secondary')}>
            {t('checkout.success.view_order')}
          </Link>
        ) : null}
        <Link to={websiteHome(data.website)} className={buttonClasses('primary')}>
          {t('checkout.success.continue_shopping')}
        </Link>
      </div>
    </div>
  );
}
