// /:website/customer/account/projects/:id/*: one project (spec §2). Loads the project (a project
// that is not the customer's, or an unknown id, is "This page could not be found") and shows its
// name, its "Ask a question" action (with its conversation when it has one) and tabs around the
// tab's page.
import { Outlet } from 'react-router';
import { AskQuestion } from '~/features/helpdesk/AskQuestion';
import { loadAskTicket } from '~/features/helpdesk/helpdesk.server';
import { ProjectLayout } from '~/features/projects/ProjectLayout';
import { projectIdOf } from '~/features/projects/project-paths';
import { loadProject } from '~/features/projects/projects.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-layout';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('projects')];

export const handle = { accountCrumbs: [{ key: 'account.nav.projects', to: 'projects' }] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const id = projectIdOf(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  const [project, ticket] = await Promise.all([
    loadProject(shop, id),
    loadAskTicket(shop, { projectId: id }),
  ]);
  return { website: shop.website, project, ticket };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData ? [{ title: loaderData.project.name }] : []);
}

export default function AccountProjectLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectLayout
      website={loaderData.website}
      project={loaderData.project}
      actions={
        <AskQuestion
          website={loaderData.website}
          about={{ projectId: loaderData.project.id }}
          ticket={loaderData.ticket}
        />
      }
    >
      <Outlet />
    </ProjectLayout>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
