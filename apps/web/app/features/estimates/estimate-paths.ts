// Paths of the estimates and proposals pages (spec §2): /customer/account/estimates, estimates/{id},
// proposals, proposals/{id}, the same under projects/{id}/, and /checkout/success-estimate. A list
// or page inside a project keeps the project in its links, so the project's tabs stay around it.

export type EstimateListKind = 'estimates' | 'proposals';

/** Where a page lives: the account's own lists, or a project's tab. */
export interface EstimateScope {
  website: string;
  projectId: number | null;
}

/** Estimates and proposals per page of a list (spec §9 leaves it open); "show more" adds as many. */
export const ESTIMATES_PAGE_SIZE = 10;

/** Items of one estimate on its page (the largest sensible estimate; as a project's products tab). */
export const ESTIMATE_ITEMS_PAGE_SIZE = 100;

/** Estimates on the account dashboard's "waiting" lists. */
export const WAITING_PAGE_SIZE = 5;

/** Statuses a proposal can be in (a proposal loaded into the cart stays a proposal). */
export const PROPOSAL_STATUSES = ['proposal', 'on_cart'] as const;

const account = (website: string) => `/${website}/customer/account`;

function base({ website, projectId }: EstimateScope): string {
  return projectId === null ? account(website) : `${account(website)}/projects/${projectId}`;
}

export const estimatePaths = {
  list: (scope: EstimateScope, kind: EstimateListKind, page = 1) =>
    `${base(scope)}/${kind}${page > 1 ? `?page=${page}` : ''}`,
  estimate: (scope: EstimateScope, id: number) => `${base(scope)}/estimates/${id}`,
  proposal: (scope: EstimateScope, id: number) => `${base(scope)}/proposals/${id}`,
  /** An estimate's page in its list's kind: a proposal list opens the proposal page. */
  detail: (scope: EstimateScope, kind: EstimateListKind, id: number) =>
    kind === 'proposals' ? estimatePaths.proposal(scope, id) : estimatePaths.estimate(scope, id),
  project: (website: string, projectId: number) => `${account(website)}/projects/${projectId}`,
  successEstimate: (website: string, id: number) => `/${website}/checkout/success-estimate?estimate=${id}`,
};

/** An id from the path or the query: digits only (anything else is "not found"). */
export function estimateIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The list page asked for by `?page=N` (1 when absent or not a page number). */
export function listPageOf(url: URL): number {
  const page = url.searchParams.get('page') ?? '1';
  return /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
}

export function isProposalStatus(status: string): boolean {
  return (PROPOSAL_STATUSES as readonly string[]).includes(status);
}
