// Renders the open drawer: main (the menu on small screens), customer, or secondary (region and
// currency, language). Any navigation closes it. The customer drawer's content (sign in, sign up,
// forgotten password, account, add to project: forms, their rules and Zod) is its own chunk,
// loaded when the drawer first opens; the same forms are pages, so without JavaScript nothing
// changes (ADR 0044).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Drawer } from '~/components/ui/Drawer';
import { MobileMenu } from '~/features/catalog/MobileMenu';
import { LanguageForm } from '~/features/locale/LanguageForm';
import { RegionCurrencyForm } from '~/features/region-currency/RegionCurrencyForm';
import { useTranslation } from '~/i18n/react';
import { registerCustomerDrawerPreload } from '~/lib/drawer-preload';
import {
  type CustomerDrawerType,
  customerDrawerTitleKey,
  resolveCustomerDrawerType,
} from '~/lib/drawer-types';
import { lazyModule, useLazyModule } from '~/lib/lazy-module';
import { ui, useOpenDrawer, useProductForProject } from '~/lib/ui-store';
import { PreferenceButtons } from './PreferenceButtons';
import { regionFormProps } from './region-form-props';
import { useRequiredShellData } from './use-shell-data';

const customerDrawer = lazyModule(async () => {
  const [customer, projects] = await Promise.all([
    import('~/features/customer/CustomerDrawerContent'),
    import('~/features/projects/AddToProjectDrawer'),
  ]);
  return {
    CustomerDrawerContent: customer.CustomerDrawerContent,
    AddToProjectDrawer: projects.AddToProjectDrawer,
  };
});
registerCustomerDrawerPreload(customerDrawer.load);

/** The shopper closed the customer drawer: a product waiting for the sign-in is dropped too. */
function closeCustomerDrawer() {
  ui.closeDrawer();
  ui.forgetProductForProject();
}

export function DrawerHost() {
  const { t } = useTranslation();
  const drawer = useOpenDrawer();
  const shell = useRequiredShellData();
  const location = useLocation();
  const productForProject = useProductForProject();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => ui.closeDrawer(), [location.key]);
  // A guest asked to add a product to a project and signed in: back to that product's drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the sign-in reopens it
  useEffect(() => {
    if (shell.isAuthenticated && productForProject) ui.openAddToProject(productForProject, true);
  }, [shell.isAuthenticated]);

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
      <Drawer name="customer" title={t(customerDrawerTitleKey[type])} onClose={closeCustomerDrawer}>
        <CustomerDrawerBody type={type} />
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

/** The customer drawer's forms once their chunk is there; a status line until then. */
function CustomerDrawerBody({ type }: { type: CustomerDrawerType }) {
  const { t } = useTranslation();
  const shell = useRequiredShellData();
  const productForProject = useProductForProject();
  const loaded = useLazyModule(customerDrawer);
  if (!loaded) {
    return (
      <p className="text-sm text-ink-muted" role="status" data-testid="drawer-loading">
        {t('common.loading')}
      </p>
    );
  }
  const { CustomerDrawerContent, AddToProjectDrawer } = loaded;
  return (
    <CustomerDrawerContent
      type={type}
      shell={shell}
      addToProject={<AddToProjectDrawer website={shell.website} product={productForProject} />}
    />
  );
}
