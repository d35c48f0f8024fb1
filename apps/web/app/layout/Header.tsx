// The header: the menu button (a link to /categories without JavaScript), logo, the search box and the shopper's preferences, then the category menu (from md;
// in the main drawer below md).

import { AppLink } from '~/components/ui/AppLink';
import { MenuIcon, UserIcon } from '~/components/ui/icons';
import { CartButton } from '~/features/cart/CartButton';
import { DesktopMenu } from '~/features/catalog/DesktopMenu';
import { SearchBox } from '~/features/listing/SearchBox';
import { useTranslation } from '~/i18n/react';
import { customerDrawerHeadStart } from '~/lib/drawer-preload';
import { websiteHome } from '~/lib/shop/website-codes';
import { ui } from '~/lib/ui-store';
import { PreferenceButtons } from './PreferenceButtons';
import { useRequiredShellData } from './use-shell-data';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent';

const namedAccountButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The account button opens the customer drawer (sign in for guests, the account for customers).
 * It is a link to the sign-in or account page, so it also works before JavaScript has loaded.
 */
function AccountButton({
  website,
  isAuthenticated,
  firstname,
}: {
  website: string;
  isAuthenticated: boolean;
  firstname: string | null | undefined;
}) {
  const { t } = useTranslation();
  const label = isAuthenticated
    ? firstname
      ? t('customer.account_button_named', { name: firstname })
      : t('header.account')
    : t('customer.sign_in');
  return (
    <a
      href={isAuthenticated ? `/${website}/customer/account` : `/${website}/customer/signin`}
      className={firstname ? namedAccountButton : iconButton}
      onClick={(event) => {
        event.preventDefault();
        ui.openCustomerDrawer(undefined, isAuthenticated);
      }}
      {...customerDrawerHeadStart}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="account-button"
      data-signed-in={isAuthenticated ? 'true' : 'false'}
    >
      <UserIcon />
      {firstname ? (
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline" aria-hidden="true">
          {firstname}
        </span>
      ) : null}
    </a>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { website, storeConfig, menu, isAuthenticated, customer } = useRequiredShellData();
  const home = websiteHome(website);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      {/* One search box for every width (decision 0045): beside the logo from xs; on phones the
          grid gives it a row of its own below the logo. Two copies, one hidden, cost their DOM and
          their hydration on every page. */}
      <div className="mx-auto grid max-w-[1440px] grid-cols-[auto_auto_1fr] grid-rows-[4rem_auto] items-center gap-x-2 px-4 xs:flex xs:h-[72px] xs:px-6 md:px-8">
        {/* A link to the categories page, so the menu works before (or without) JavaScript; once
            hydrated it opens the menu drawer instead. */}
        <a
          href={`/${website}/categories`}
          className={`${iconButton} -ml-2 md:hidden`}
          onClick={(event) => {
            event.preventDefault();
            ui.openMainDrawer();
          }}
          aria-label={t('common.open_menu')}
          aria-haspopup="dialog"
          data-testid="menu-button"
        >
          <MenuIcon />
        </a>
        <AppLink
          to={home}
          className="shrink-0 rounded-sm focus-visible:outline-2 focus-visible:outline-accent "
          aria-label={t('header.home_link', { name: storeConfig.logo_alt ?? '' })}
        >
          {storeConfig.header_logo_src ? (
            <img
              src={storeConfig.header_logo_src}
              alt={storeConfig.logo_alt ?? ''}
              width={storeConfig.logo_width ?? undefined}
              height={storeConfig.logo_height ?? undefined}
              className="h-7 w-auto xs:h-8"
            />
          ) : (
            <span className="text-xl font-bold text-accent">{storeConfig.logo_alt}</span>
          )}
        </AppLink>
        <div className="col-span-full row-start-2 -mx-4 min-w-0 border-t border-line px-4 py-2 xs:mx-6 xs:max-w-xl xs:flex-1 xs:border-0 xs:p-0">
          <SearchBox website={website} />
        </div>
        <div className="ml-auto flex items-center gap-1 justify-self-end">
          <PreferenceButtons variant="header" />
          <AccountButton
            website={website}
            isAuthenticated={isAuthenticated}
            firstname={customer?.firstname}
          />
          <CartButton className={iconButton} />
        </div>
      </div>
      {/* From md the categories get a row of their own: eleven names do not fit beside the logo. */}
      <div className="hidden border-t border-line md:block">
        <DesktopMenu categories={menu} website={website} className="mx-auto max-w-[1440px] px-8" />
      </div>
    </header>
  );
}
