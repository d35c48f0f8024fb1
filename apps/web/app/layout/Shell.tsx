// The page frame around every route: header, content, footer, and the overlays above them. While
// a drawer or the region pop-up is open the page behind is inert, so focus and clicks stay inside.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { GlobalMessages, NoScriptMessages } from '~/components/ui/GlobalMessages';
import { LoaderOverlay } from '~/components/ui/LoaderOverlay';
import { OfflineNotice } from '~/components/ui/OfflineNotice';
import { ProgressBar } from '~/components/ui/ProgressBar';
import { useTranslation } from '~/i18n/react';
import { ui, useLoaderVisible, useOpenDrawer } from '~/lib/ui-store';
import { DrawerHost } from './DrawerHost';
import { Header } from './Header';
import { RegionBar } from './RegionBar';
import { RegionModal } from './RegionModal';
import { SiteFooter } from './SiteFooter';
import { useRequiredShellData } from './use-shell-data';

const REGION_PAGE_ROUTE_ID = 'routes/region-and-currency';
const HOME_ROUTE_ID = 'routes/home';
/** Loader message lists already shown (React may run an effect twice for the same data). */
const shownMessageLists = new WeakSet<object>();
/** Loader results whose requested drawer was already opened (keyed by their message list). */
const openedDrawerFor = new WeakSet<object>();

export function Shell() {
  const { t } = useTranslation();
  const shell = useRequiredShellData();
  const drawer = useOpenDrawer();
  const loaderVisible = useLoaderVisible();
  const matches = useMatches();
  // No website chosen yet (decision 0037): the blocking pop-up only on the home page, where "/"
  // leads; a deep link shows its page with the region bar instead. The standalone region page
  // already shows the form, so it has neither.
  const onRegionPage = matches.some((match) => match.id === REGION_PAGE_ROUTE_ID);
  const onHome = matches.some((match) => match.id === HOME_ROUTE_ID);
  const regionModalOpen = shell.needsRegionChoice && onHome;
  const regionBarShown = shell.needsRegionChoice && !onHome && !onRegionPage;

  // Messages from the server (failed blocks, flash messages) join the client's message list.
  useEffect(() => {
    if (shownMessageLists.has(shell.messages)) return;
    shownMessageLists.add(shell.messages);
    for (const message of shell.messages) ui.pushMessage(message);
  }, [shell.messages]);

  // A flash may ask for a customer drawer (sign in after a new password was set).
  useEffect(() => {
    if (!shell.openCustomerDrawer || openedDrawerFor.has(shell.messages)) return;
    openedDrawerFor.add(shell.messages);
    ui.openCustomerDrawer(shell.openCustomerDrawer, shell.isAuthenticated);
  }, [shell.messages, shell.openCustomerDrawer, shell.isAuthenticated]);

  return (
    <>
      <ProgressBar />
      <div inert={drawer !== null || regionModalOpen} className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-surface focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('common.skip_to_content')}
        </a>
        {regionBarShown ? <RegionBar /> : null}
        <Header />
        <NoScriptMessages messages={shell.messages} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <DrawerHost />
      {regionModalOpen ? <RegionModal /> : null}
      <GlobalMessages />
      <LoaderOverlay visible={loaderVisible} />
      <OfflineNotice />
    </>
  );
}
