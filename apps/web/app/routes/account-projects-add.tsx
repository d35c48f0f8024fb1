// /:website/customer/account/projects/add: adding a product to a project. The loader gives the
// drawer (fetcher.load) and the page the customer's projects and the product from the query; the
// action creates the project when a new one was asked for, adds the product
// (addSimpleProductToProject / addConfigurableProductsToProject) and answers the drawer with data,
// or redirects the page version to the project with the success message.
import { data, redirect, useActionData } from 'react-router';
import { accountMeta } from '~/features/account/account-meta';
import { AddToProjectPage } from '~/features/projects/AddToProjectPage';
import type { AddToProjectAnswer, AddToProjectChoices } from '~/features/projects/add-to-project-data';
import { readAddToProject, readAddToProjectProduct } from '~/features/projects/project-form';
import { projectPaths } from '~/features/projects/project-paths';
import { addProductToProject, createProject, loadProjectChoices } from '~/features/projects/projects.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { flashCookie } from '~/lib/flash.server';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-projects-add';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('projects')];

export const handle = {
  accountCrumbs: [{ key: 'account.nav.projects', to: 'projects' }, { key: 'project.add.title' }],
};

export async function loader({ request, context }: Route.LoaderArgs): Promise<AddToProjectChoices> {
  const shop = getShopContext(context);
  const product = readAddToProjectProduct(new URL(request.url).searchParams);
  return { website: shop.website, product, projects: await loadProjectChoices(shop) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const form = await request.formData();
  const viaFetcher = isViaFetcher(form);
  const refuse = (answer: AddToProjectAnswer) => data(answer, { status: 400 });
  if (!shop.headers.authToken) return refuse({ ok: false, signIn: true });
  const wanted = readAddToProject(form);
  if (!wanted.ok) return refuse({ ok: false, errors: wanted.errors });

  let projectId: number;
  if ('newProjectName' in wanted.target) {
    const created = await createProject(shop, wanted.target.newProjectName, '');
    if (!created.ok) return refuse({ ok: false, message: created.message });
    projectId = created.value.project_id;
  } else {
    projectId = wanted.target.projectId;
  }
  const added = await addProductToProject(shop, projectId, wanted.product);
  if (!added.ok) return refuse({ ok: false, message: added.message });

  const answer: AddToProjectAnswer = {
    ok: true,
    projectId: added.value.project_id,
    projectName: added.value.name,
    productName: wanted.product.name || wanted.product.sku,
    quantity: wanted.product.quantity,
  };
  if (viaFetcher) return data(answer);
  const flash = flashCookie(request, {
    type: 'success',
    key: 'project.message.success_add_product_to_project',
    values: { count: answer.quantity, name: answer.productName, project: answer.projectName },
  });
  return redirect(projectPaths.products(shop.website, answer.projectId), {
    headers: { 'Set-Cookie': flash },
  });
}

export const meta = accountMeta('project.add.title');

export default function AccountProjectsAdd({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <AddToProjectPage data={loaderData} answer={answer} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
