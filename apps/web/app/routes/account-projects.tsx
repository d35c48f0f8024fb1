// /:website/customer/account/projects: the customer's projects (search by name, pages) and the
// form that creates one; a new project opens on its own page (spec §2).
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { type CreateProjectAnswer, ProjectsListPage } from '~/features/projects/ProjectsListPage';
import { readProjectDetails } from '~/features/projects/project-form';
import { projectPaths } from '~/features/projects/project-paths';
import { createProject, loadProjectsPage, readProjectsListQuery } from '~/features/projects/projects.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { flashCookie } from '~/lib/flash.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-projects';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('projects')];

export const handle = { accountCrumbs: [{ key: 'account.nav.projects' }] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProjectsPage(getShopContext(context), readProjectsListQuery(new URL(request.url)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const read = readProjectDetails(await request.formData());
  if (!read.ok)
    return data<CreateProjectAnswer>({ values: read.values, errors: read.errors }, { status: 400 });
  const created = await createProject(shop, read.values.name, read.values.description);
  if (!created.ok) {
    return data<CreateProjectAnswer>(
      { values: read.values, errors: {}, message: created.message },
      { status: 400 },
    );
  }
  const flash = flashCookie(request, {
    type: 'success',
    key: 'project.message.created',
    values: { name: created.value.name },
  });
  return redirect(projectPaths.project(shop.website, created.value.project_id), {
    headers: { 'Set-Cookie': flash },
  });
}

export const meta = accountMeta('account.nav.projects');

export default function AccountProjects({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <ProjectsListPage data={loaderData} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
