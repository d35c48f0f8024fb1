// The tabs of a project page (spec §2). Each tab is a child route of projects/:id; `segment` is its
// path below the project ('' for the overview). Estimates and proposals came with issue 14, the
// messages (the project's helpdesk tickets) with issue 15: add a tab here only when its route
// exists, so the page never shows a dead link.
export interface ProjectTab {
  id: string;
  segment: string;
  /** Language-file key of the tab's label. */
  labelKey: string;
}

export const projectTabs: readonly ProjectTab[] = [
  { id: 'overview', segment: '', labelKey: 'project.tabs.overview' },
  { id: 'products', segment: 'products', labelKey: 'project.tabs.products' },
  { id: 'design', segment: 'design', labelKey: 'project_design.title' },
  { id: 'estimates', segment: 'estimates', labelKey: 'project.tabs.estimates' },
  { id: 'proposals', segment: 'proposals', labelKey: 'project.tabs.proposals' },
  { id: 'orders', segment: 'orders', labelKey: 'project.tabs.orders' },
  { id: 'messages', segment: 'messages', labelKey: 'helpdesk.nav' },
];

/** The tab a path inside a project belongs to (products/…, orders/42 → orders; else overview). */
export function activeProjectTab(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+\/customer\/account\/projects\/\d+\/?/, '').split('/')[0] ?? '';
  return projectTabs.find((tab) => tab.segment !== '' && tab.segment === rest)?.id ?? 'overview';
}
