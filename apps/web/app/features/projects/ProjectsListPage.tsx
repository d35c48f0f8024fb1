// /customer/account/projects: the customer's projects (newest first) with a search by name (a GET
// form) and pages, each card with its status, products count, total and primary manager; and the
// form that creates a project. Real forms: the page works before and without JavaScript.

import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { type FormMessage, useFormMessages } from '~/lib/form-messages';
import { ProjectMoney } from './ProjectMoney';
import { MAX_LONG_TEXT, type ProjectDetailsErrors, type ProjectDetailsValues } from './project-form';
import { projectPaths } from './project-paths';
import { formatProjectDate } from './project-view';
import type { ProjectsPageData } from './projects.server';

export interface CreateProjectAnswer {
  values: ProjectDetailsValues;
  errors: ProjectDetailsErrors;
  message?: FormMessage;
}

function Pager({ data }: { data: ProjectsPageData }) {
  const { t } = useTranslation();
  if (data.totalPages <= 1) return null;
  const { page, name } = data.query;
  return (
    <nav
      aria-label={t('project.list.pages')}
      className="mt-6 flex items-center justify-between gap-4 text-sm"
    >
      {page > 1 ? (
        <Link
          to={projectPaths.list(data.website, { page: page - 1, name })}
          className={buttonClasses('secondary')}
        >
          {t('orders.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">{t('orders.page_of', { page, total: data.totalPages })}</span>
      {page < data.totalPages ? (
        <Link
          to={projectPaths.list(data.website, { page: page + 1, name })}
          className={buttonClasses('secondary')}
        >
          {t('orders.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function CreateProjectForm({ answer }: { answer?: CreateProjectAnswer }) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'create';
  return (
    <section className="rounded-xl border border-line p-5 xs:p-6" aria-labelledby="project-create-title">
      <h2 id="project-create-title" className="text-lg font-medium">
        {t('project.create.title')}
      </h2>
      <Form method="post" noValidate className="mt-4 space-y-4" data-testid="project-create-form">
        <input type="hidden" name="intent" value="create" />
        <TextField
          label={t('project.fields.name')}
          name="name"
          required
          maxLength={255}
          defaultValue={answer?.values.name}
          error={error(answer?.errors.name)}
        />
        <TextAreaField
          label={t('project.fields.description')}
          name="description"
          rows={3}
          maxLength={MAX_LONG_TEXT}
          defaultValue={answer?.values.description}
          error={error(answer?.errors.description)}
        />
        <FormMessageAlert message={answer?.message} />
        <Button type="submit" variant="primary" disabled={busy}>
          {t('project.create.submit')}
        </Button>
      </Form>
    </section>
  );
}

export function ProjectsListPage({ data, answer }: { data: ProjectsPageData; answer?: CreateProjectAnswer }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-medium xs:text-3xl">{t('project.list.title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('project.list.count', { count: data.totalCount })}</p>
      </div>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3"
        data-testid="project-search"
      >
        <TextField
          label={t('project.list.search_label')}
          name="name"
          type="search"
          defaultValue={data.query.name}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" variant="secondary">
          {t('project.list.search')}
        </Button>
      </Form>
      {data.projects.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-line p-8 text-center"
          data-testid="projects-empty"
        >
          <p className="font-medium">
            {data.query.name
              ? t('project.list.nothing_found', { name: data.query.name })
              : t('project.list.empty')}
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="projects-list">
          {data.projects.map((project) => (
            <li key={project.id} data-testid="project-card" className="rounded-xl border border-line p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 font-medium text-balance break-words">
                  <Link
                    to={projectPaths.project(data.website, project.id)}
                    className="text-ink hover:text-accent"
                    data-testid="project-card-link"
                  >
                    {project.name}
                  </Link>
                </h2>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    project.status === 'ACTIVE'
                      ? 'bg-accent-soft text-accent'
                      : 'bg-surface-muted text-ink-muted'
                  }`}
                >
                  {project.statusLabel}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-muted">{t('project.card.products')}</dt>
                <dd>{project.productsCount}</dd>
                <dt className="text-ink-muted">{t('project.card.total')}</dt>
                <dd>
                  <ProjectMoney range={project.total} />
                </dd>
                <dt className="text-ink-muted">{t('project.card.manager')}</dt>
                <dd>{project.managerName ?? t('project.card.no_manager')}</dd>
                <dt className="text-ink-muted">{t('project.card.created')}</dt>
                <dd>{formatProjectDate(project.createdAt, i18n.language)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager data={data} />
      <CreateProjectForm answer={answer} />
    </div>
  );
}
