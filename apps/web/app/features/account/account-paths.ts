// Paths of the account area (spec §2, "Customer account (/customer/account)") and the entries of
// its side navigation (an entry only for pages that exist, so it never shows a dead link; messages
// came with issue 15 and carry the unread count). Projects, estimates, proposals and messages are
// Atrium's: on a Magento backend their pages do not exist and their entries are left out.
import type { AtriumFeature } from '~/lib/backend';

export function accountPath(website: string, page = ''): string {
  return `/${website}/customer/account/${page}`;
}

export const accountPaths = {
  index: (website: string) => accountPath(website),
  edit: (website: string) => accountPath(website, 'edit'),
  addressBook: (website: string) => accountPath(website, 'address/'),
  addressCreate: (website: string) => accountPath(website, 'address/create'),
  addressEdit: (website: string, id: number | string) => accountPath(website, `address/${id}`),
  wishlist: (website: string) => accountPath(website, 'wishlist'),
  subscriptions: (website: string) => accountPath(website, 'subscriptions'),
  orders: (website: string) => accountPath(website, 'orders'),
  projects: (website: string) => accountPath(website, 'projects'),
  estimates: (website: string) => accountPath(website, 'estimates'),
  proposals: (website: string) => accountPath(website, 'proposals'),
  messages: (website: string) => accountPath(website, 'messages'),
};

export type AccountSection =
  | 'index'
  | 'edit'
  | 'address'
  | 'wishlist'
  | 'subscriptions'
  | 'orders'
  | 'projects'
  | 'estimates'
  | 'proposals'
  | 'messages';

export interface AccountNavEntry {
  section: AccountSection;
  /** Language-file key of the entry's label. */
  labelKey: string;
  href: string;
}

/** The Atrium feature an entry's page belongs to (the others are Magento's too). */
const ENTRY_FEATURE: Partial<Record<AccountSection, AtriumFeature>> = {
  projects: 'projects',
  estimates: 'estimates',
  proposals: 'estimates',
  messages: 'helpdesk',
};

/** The entries; `has` says which of Atrium's features the backend has (all, by default). */
export function accountNav(
  website: string,
  has: (feature: AtriumFeature) => boolean = () => true,
): AccountNavEntry[] {
  const entries: AccountNavEntry[] = [
    { section: 'index', labelKey: 'account.nav.index', href: accountPaths.index(website) },
    { section: 'edit', labelKey: 'account.nav.edit', href: accountPaths.edit(website) },
    { section: 'orders', labelKey: 'orders.nav', href: accountPaths.orders(website) },
    { section: 'projects', labelKey: 'account.nav.projects', href: accountPaths.projects(website) },
    { section: 'estimates', labelKey: 'estimate.nav.estimates', href: accountPaths.estimates(website) },
    { section: 'proposals', labelKey: 'estimate.nav.proposals', href: accountPaths.proposals(website) },
    { section: 'messages', labelKey: 'helpdesk.nav', href: accountPaths.messages(website) },
    { section: 'address', labelKey: 'account.nav.address_book', href: accountPaths.addressBook(website) },
    { section: 'wishlist', labelKey: 'account.nav.wishlist', href: accountPaths.wishlist(website) },
    {
      section: 'subscriptions',
      labelKey: 'account.nav.subscriptions',
      href: accountPaths.subscriptions(website),
    },
  ];
  return entries.filter((entry) => {
    const feature = ENTRY_FEATURE[entry.section];
    return !feature || has(feature);
  });
}

/** The section a path of the account area belongs to (address/create and address/7 → address). */
export function sectionOfPath(pathname: string): AccountSection {
  const rest = pathname.replace(/^\/[^/]+\/customer\/account\/?/, '').split('/')[0] ?? '';
  if (
    rest === 'edit' ||
    rest === 'address' ||
    rest === 'wishlist' ||
    rest === 'subscriptions' ||
    rest === 'orders' ||
    rest === 'projects' ||
    rest === 'estimates' ||
    rest === 'proposals' ||
    rest === 'messages'
  ) {
    return rest;
  }
  return 'index';
}
