// /checkout/success-estimate (spec §2): the cart was saved as an estimate — its name, what happens
// next, and the links to the estimate, the list of estimates and back to the shop.

import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/Button';
import { CheckIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { websiteHome } from '~/lib/shop/website-codes';
import type { SuccessEstimateData } from './success-estimate.server';

export function SuccessEstimatePage({ data }: { data: SuccessEstimateData }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-20 text-center xs:px-6" data-testid="success-estimate">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CheckIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-medium xs:text-3xl">{t('estimate.success.title')}</h1>
      <p className="mt-3 text-lg">
        {t('estimate.success.saved_as')} <strong data-testid="success-estimate-name">{data.name}</strong>
      </p>
      <ol className="mx-auto mt-8 max-w-md space-y-3 text-left text-sm">
        <li className="rounded-md border border-line p-4">{t('estimate.success.next_submit')}</li>
        <li className="rounded-md border border-line p-4">{t('estimate.success.next_proposal')}</li>
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={data.estimateHref} className={buttonClasses('primary')} data-testid="success-estimate-link">
          {t('estimate.success.open_estimate')}
        </Link>
        <Link to={data.listHref} className={buttonClasses('secondary')}>
          {t('estimate.success.all_estimates')}
        </Link>
        <Link to={websiteHome(data.website)} className={buttonClasses('secondary')}>
          {t('checkout.success.continue_shopping')}
        </Link>
      </div>
    </div>
  );
}
