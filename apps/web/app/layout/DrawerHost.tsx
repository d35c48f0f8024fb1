// Renders the open drawer: main (the menu on small screens), customer, or secondary (region and
// currency, language). Any navigation closes it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Drawer } from '~/components/ui/Drawer';
import { MobileMenu } from '~/features/catalog/MobileMenu';
import { CustomerDrawerContent, customerDrawerTitleKey } from '~/features/customer/CustomerDrawerContent';
import { LanguageForm } from '~/features/locale/LanguageForm';
import { RegionCurrencyForm } from '~/features/region-currency/RegionCurrencyForm';
import { resolveCustomerDrawerType } from '~/lib/drawer-types';
import { ui, useOpenDrawer } from '~/lib/ui-store';
import { PreferenceButtons } from './PreferenceButtons';
import { regionFormProps } from './region-form-props';
import { useRequiredShellData } from './use-shell-data';

export function DrawerHost() {
  const { t } = useTranslation();
  const drawer = useOpenDrawer();
  const shell = useRequiredShellData();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => ui.closeDrawer(), [location.key]);

  if (!drawer) return null;
  if (drawer.kind === 'main') {
    return (
      <Drawer name="main" side="left" title={t('menu.title')} onClose={ui.closeDrawer}>
        <MobileMenu categories={shell.menu} website={shell.website} />
        <div className="mt-8 space-y-3">
          <PreferenceButtons variant="drawer" />
        </div>
      </Drawer>
    );
  }
  if (drawer.kind === 'customer') {
    // Checked again on every render: signing in or out while it is open never shows the other side's view.
    const type = resolveCustomerDrawerType(drawer.type, shell.isAuthenticated);
    return (
      <Drawer name="customer" title={t(customerDrawerTitleKey[type])} onClose={ui.closeDrawer}>
        <CustomerDrawerContent type={type} shell={shell} />
      </Drawer>
    );
  }
  if (drawer.type === 'regionAndCurrency') {
    return (
      <Drawer name="secondary" title={t('region_and_currency.title')} onClose={ui.closeDrawer}>
        <RegionCurrencyForm {...regionFormProps(shell, t('region_and_currency.submit'))} />
      </Drawer>
    );
  }
  if (drawer.type === 'language') {
    return (
      <Drawer name="secondary" title={t('language.title')} onClose={ui.closeDrawer}>
        <LanguageForm website={shell.website} />
      </Drawer>
    );
  }
  // buyNow opens from a product page, which this storefront does not have yet.
  return null;
}
