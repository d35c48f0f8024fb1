// Which backend answers the storefront's GraphQL (API_BACKEND, issue 18 §3), and what the UI may
// offer on it. Atrium's API has everything; a Magento 2.4.7 has none of Atrium's own features, so
// their entries, buttons and blocks are hidden there and their pages answer 404. The server reads
// the backend from its configuration (backend.server.ts); the browser from the root loader's
// public settings (`env.API_BACKEND`), through `useBackendHas`.
import { useRouteLoaderData } from 'react-router';
import type { PublicEnv } from '~/env.server';

export type Backend = 'atrium' | 'magento';

/** Atrium's own features: what each covers on the storefront. */
export const ATRIUM_FEATURES = {
  /** Projects, their products, orders and design tab, "Add to project", invite links. */
  projects: 'projects',
  /** Estimates and proposals, the cart's "Save as estimate", estimate invite links. */
  estimates: 'estimates',
  /** Messages (helpdesk): the account's tickets, "Ask a question", the unread count. */
  helpdesk: 'helpdesk',
  /** The journal: /blog, its posts, "From the journal" on the home page, the sitemap's entries. */
  blog: 'blog',
  /** Personalised listings (/personally/…) and their sitemap entries. */
  personally: 'personally',
  /** The showcase (/our-projects), its link on the home page and its sitemap entries. */
  showcase: 'showcase',
  /** The home page's rails (new, most viewed, on sale), the product page's most-viewed block, view counting. */
  productRails: 'product rails',
  /** The comment on a cart. */
  cartComment: 'cart comment',
  /** A customer's organisation (sign-up, account edit, the dashboard). */
  organizations: 'organizations',
  /** The session health check `healthCheck` (spec §7); elsewhere the token's `customer` answers it. */
  healthCheck: 'health check',
  /** The region of the shopper's IP and the websites' regions (`websitesConfig`); elsewhere built from Magento's store list. */
  websitesConfig: 'websites config',
  /** Unsubscribing with `unsubscribeEmailFromNewsletter`; elsewhere `updateCustomerV2(is_subscribed: false)`. */
  newsletterUnsubscribe: 'newsletter unsubscribe',
  /** Double opt-in confirmation links of the newsletter (newsletter/subscriber/confirm). */
  newsletterConfirmation: 'newsletter confirmation',
  /** An account made from a guest order takes the order over (sign-up's order token). */
  guestOrderToAccount: 'guest order to account',
} as const;

export type AtriumFeature = keyof typeof ATRIUM_FEATURES;

/** Whether the backend has the feature: Atrium's API has every one of them, Magento none. */
export function backendHasFeature(backend: Backend, _feature: AtriumFeature): boolean {
  return backend === 'atrium';
}

/** The backend as the root loader told the browser (Atrium when no root data is rendered: tests). */
export function useBackend(): Backend {
  const root = useRouteLoaderData('root') as { env?: Partial<PublicEnv> } | undefined;
  return root?.env?.API_BACKEND ?? 'atrium';
}

/** For components: whether to offer an Atrium-only feature. */
export function useBackendHas(feature: AtriumFeature): boolean {
  return backendHasFeature(useBackend(), feature);
}
