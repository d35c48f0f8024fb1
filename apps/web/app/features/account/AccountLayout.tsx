// The account area's frame: breadcrumbs, the side navigation (a row of tabs on phones) and the
// page. Pages name their crumbs in their route handle (`accountCrumbs`), relative to the account.
// The messages entry shows the unread count; a page that has just marked messages read (a thread)
// answers the count left (`helpdeskUnreadCount` in its data), which wins over the layout's. On a
// Magento backend the entries of Atrium's own pages (projects, estimates, messages) are left out.

import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { Breadcrumbs, type Crumb } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { backendHasFeature, useBackend } from '~/lib/backend';
import { websiteHome } from '~/lib/shop/website-codes';
import { accountNav, accountPath, sectionOfPath } from './account-paths';

/** A crumb of an account page: a language-file key and, except for the page itself, a link. */
export interface AccountCrumb {
  key: string;
  /** Path below /:website/customer/account/. */
  to?: string;
}

export interface AccountHandle {
  accountCrumbs: AccountCrumb[];
}

function unreadOverride(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('helpdeskUnreadCount' in data)) return null;
  const count = (data as { helpdeskUnreadCount: unknown }).helpdeskUnreadCount;
  return typeof count === 'number' ? count : null;
}

function isAccountHandle(handle: unknown): handle is AccountHandle {
  return typeof handle === 'object' && handle !== null && 'accountCrumbs' in handle;
}

export function AccountLayout({ website, unreadMessages }: { website: string; unreadMessages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const section = sectionOfPath(pathname);
  const backend = useBackend();
  const pageCrumbs = matches.flatMap((match) =>
    isAccountHandle(match.handle) ? match.handle.accountCrumbs : [],
  );
  const unread =
    matches.map((match) => unreadOverride(match.data)).findLast((count) => count !== null) ?? unreadMessages;
  const crumbs: Crumb[] = [
    { text: t('common.home'), link: websiteHome(website) },
    { text: t('account.title'), link: accountPath(website) },
    ...pageCrumbs.map((crumb) => ({
      text: t(crumb.key),
      link: crumb.to === undefined ? undefined : accountPath(website, crumb.to),
    })),
  ];

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-4 pb-16 xs:px-6 md:px-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-6 grid gap-6 xs:grid-cols-[13rem_1fr] xs:gap-8 sm:grid-cols-[15rem_1fr] md:gap-12">
        <nav aria-label={t('account.nav.label')} className="min-w-0" data-testid="account-nav">
          <p className="mb-3 hidden text-sm font-medium tracking-wide text-ink-muted uppercase xs:block">
            {t('account.title')}
          </p>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 xs:mx-0 xs:flex-col xs:gap-0.5 xs:overflow-visible xs:px-0">
            {accountNav(website, (feature) => backendHasFeature(backend, feature)).map((entry) => {
              const current = entry.section === section;
              return (
                <li key={entry.section} className="shrink-0">
                  <Link
                    to={entry.href}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-full border px-4 py-2 text-sm whitespace-nowrap xs:rounded-md xs:border-0 xs:border-l-2 xs:px-3 xs:py-2.5 ${
                      current
                        ? 'border-accent bg-accent-soft font-medium text-accent xs:rounded-l-none'
                        : 'border-line text-ink hover:text-accent xs:border-transparent'
                    }`}
                  >
                    {t(entry.labelKey)}
                    {/* `relative` keeps the screen-reader text inside the badge: positioned by the
                        page instead, it would widen the phone's scrolling row of tabs. */}
                    {entry.section === 'messages' && unread > 0 ? (
                      <span
                        className="relative ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs leading-none font-medium text-white"
                        data-testid="account-nav-unread"
                      >
                        <span aria-hidden="true">{unread}</span>
                        <span className="sr-only">{t('helpdesk.unread', { count: unread })}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
