// The frame of one project's pages: its name and status, the page's actions the route passes
// (e.g. "Ask a question"), and the tabs (project-tabs.ts) as links; the tab's page renders below.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { projectPaths } from './project-paths';
import { activeProjectTab, projectTabs } from './project-tabs';
import type { ProjectView } from './project-view';

export function ProjectLayout({
  website,
  project,
  actions,
  children,
}: {
  website: string;
  project: ProjectView;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeProjectTab(pathname);
  return (
    <div data-testid="project-page" data-project-id={project.id}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-medium break-words xs:text-3xl" data-testid="project-title">
          {project.name}
        </h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
            project.status === 'ACTIVE' ? 'bg-accent-soft text-accent' : 'bg-surface-muted text-ink-muted'
          }`}
        >
          {project.statusLabel}
        </span>
      </div>
      {actions ? <div className="mt-3">{actions}</div> : null}
      <nav
        aria-label={t('project.tabs.label')}
        className="mt-5 border-b border-line"
        data-testid="project-tabs"
      >
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {projectTabs.map((tab) => {
            const current = tab.id === active;
            return (
              <li key={tab.id} className="shrink-0">
                <Link
                  to={projectPaths.tab(website, project.id, tab.segment)}
                  aria-current={current ? 'page' : undefined}
                  className={`block border-b-2 px-4 py-2.5 text-sm whitespace-nowrap ${
                    current
                      ? 'border-accent font-medium text-accent'
                      : 'border-transparent text-ink hover:text-accent'
                  }`}
                >
                  {t(tab.labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
