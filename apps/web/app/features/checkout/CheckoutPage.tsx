// /checkout (spec §2): the steps in order — guest e-mail, shipping address, shipping method,
// billing address, payment method, review and place order — with the order summary beside them.
// Each step is its own form posting to the page's action; the answer (field errors or the API's
// message) is shown in the step that posted.

import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { useCartTaxDisplay } from '~/lib/cart/tax-display';
import { websiteHome } from '~/lib/shop/website-codes';
import { CheckoutSteps } from './CheckoutSteps';
import type { CheckoutActionData } from './checkout-action.server';
import type { CheckoutPageData } from './checkout-page.server';
import { checkoutPaths } from './checkout-paths';
import { OrderSummary } from './OrderSummary';

export function CheckoutPage({
  data,
  answer,
}: {
  data: CheckoutPageData;
  answer: CheckoutActionData | undefined;
}) {
  const { t } = useTranslation();
  const taxDisplay = useCartTaxDisplay();
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-4 pb-16 xs:px-6 md:px-8">
      <Breadcrumbs
        items={[
          { text: t('common.home'), link: websiteHome(data.website) },
          { text: t('checkout.cart'), link: checkoutPaths.cart(data.website) },
          { text: t('checkout.title') },
        ]}
      />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-medium xs:text-3xl">{t('checkout.title')}</h1>
        <Link
          to={checkoutPaths.cart(data.website)}
          className="text-sm text-accent underline-offset-4 hover:underline"
        >
          {t('checkout.back_to_cart')}
        </Link>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_22rem] md:grid-cols-[1fr_26rem] md:gap-10">
        <CheckoutSteps data={data} answer={answer} />
        <div className="sm:sticky sm:top-4 sm:self-start">
          <OrderSummary cart={data.cart} display={taxDisplay} />
        </div>
      </div>
    </div>
  );
}
