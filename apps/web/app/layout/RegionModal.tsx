// First visit (no website chosen yet): the region and currency pop-up. It cannot be dismissed;
// it goes away once the choice is saved and the website cookie exists.

import { Dialog } from '~/components/ui/Dialog';
import { RegionCurrencyForm } from '~/features/region-currency/RegionCurrencyForm';
import { useTranslation } from '~/i18n/react';
import { regionFormProps } from './region-form-props';
import { useRequiredShellData } from './use-shell-data';

export function RegionModal() {
  const { t } = useTranslation();
  const shell = useRequiredShellData();
  return (
    <Dialog name="region-and-currency" title={t('region_and_currency.first_visit_title')} dismissable={false}>
      <RegionCurrencyForm {...regionFormProps(shell, t('region_and_currency.first_visit_submit'))} />
    </Dialog>
  );
}
