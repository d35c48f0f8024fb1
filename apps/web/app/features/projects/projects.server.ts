// The projects pages' API calls (spec §7): the list, one project, its products, and the writes.
// An authorization error ends the session (spec §8, through dataOrFail / actionMessage); a
// project the customer may not read is "This page could not be found" (404).
import { data } from 'react-router';
import { backendHas } from '~/lib/backend.server';
import { dataOrFail, writeResult } from '~/lib/customer/account-api.server';
import {
  AcceptProjectInviteDocument,
  AddCommentToProjectProductDocument,
  AddConfigurableProductsToProjectDocument,
  AddSimpleProductToProjectDocument,
  CreateProjectDocument,
  DeleteProjectDocument,
  type ProjectAddressInput,
  ProjectDetailDocument,
  ProjectProductsPageDocument,
  type ProjectProductUpdateInput,
  ProjectsListDocument,
  RemoveProductFromProjectDocument,
  SendProjectInviteDocument,
  UpdateProjectDocument,
  UpdateProjectProductsDocument,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, type GraphQLResult, requestGraphQL } from '~/lib/graphql.server';
import { isAuthorizationError, NO_SUCH_ENTITY_CATEGORY } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type AddToProjectProduct, projectProductInput } from './project-form';
import { PROJECTS_PAGE_SIZE } from './project-paths';
import {
  type ProjectCardView,
  toMoneyRange,
  toProjectCard,
  toProjectLine,
  toProjectView,
} from './project-view';

/** A project's products on one page of its products tab (the cart's largest sensible list). */
export const PROJECT_LINES_PAGE_SIZE = 100;
/** The drawer's project list: the newest projects first. */
export const DRAWER_PROJECTS_PAGE_SIZE = 50;

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

function isNoSuchEntity(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    error.errors.some((item) => item.extensions?.category === NO_SUCH_ENTITY_CATEGORY)
  );
}

/** A project read: another customer's (or an unknown) project is 404, not the error page. */
function projectOrNotFound<T>(result: GraphQLResult<T>, operation: string, website: string): T {
  if (!result.ok && isNoSuchEntity(result.error)) notFound();
  return dataOrFail(result, operation, website);
}

export interface ProjectsListQuery {
  page: number;
  name: string;
}

export function readProjectsListQuery(url: URL): ProjectsListQuery {
  const page = url.searchParams.get('page') ?? '1';
  return {
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    name: (url.searchParams.get('name') ?? '').trim().slice(0, 255),
  };
}

export interface ProjectsPageData {
  website: string;
  query: ProjectsListQuery;
  projects: ProjectCardView[];
  totalCount: number;
  totalPages: number;
}

export async function loadProjectsPage(
  shop: ShopContext,
  query: ProjectsListQuery,
): Promise<ProjectsPageData> {
  const result = await requestGraphQL(ProjectsListDocument, {
    variables: {
      currentPage: query.page,
      pageSize: PROJECTS_PAGE_SIZE,
      filter: query.name ? { name: { like: query.name } } : null,
    },
    scope: shop.headers,
  });
  const projects = dataOrFail(result, 'projects', shop.website).projects;
  const totalCount = projects?.total_count ?? 0;
  return {
    website: shop.website,
    query,
    projects: (projects?.items ?? []).flatMap((item) => (item ? [toProjectCard(item)] : [])),
    totalCount,
    totalPages: projects?.page_info?.total_pages ?? Math.ceil(totalCount / PROJECTS_PAGE_SIZE),
  };
}

/** The drawer's list (id and name of the newest projects); null when it could not be loaded. */
export async function loadProjectChoices(shop: ShopContext): Promise<{ id: number; name: string }[] | null> {
  // A Magento backend has no projects (the cart page offers neither them nor "Save as estimate").
  if (!backendHas('projects')) return null;
  const result = await requestGraphQL(ProjectsListDocument, {
    variables: { currentPage: 1, pageSize: DRAWER_PROJECTS_PAGE_SIZE, filter: null },
    scope: shop.headers,
  });
  if (!result.ok) {
    if (!isAuthorizationError(result.error))
      console.error(`API call projects (drawer) failed: ${result.error.message}`);
    return null;
  }
  return (result.data.projects?.items ?? []).flatMap((item) =>
    item && item.status === 'ACTIVE' ? [{ id: item.project_id, name: item.name }] : [],
  );
}

export async function loadProject(shop: ShopContext, id: number) {
  const result = await requestGraphQL(ProjectDetailDocument, {
    variables: { projectId: String(id) },
    scope: shop.headers,
  });
  const project = projectOrNotFound(result, 'projects (one)', shop.website).projects?.items.find(
    (item) => item?.project_id === id,
  );
  if (!project) notFound();
  return toProjectView(project);
}

export async function loadProjectProducts(shop: ShopContext, id: number) {
  const result = await requestGraphQL(ProjectProductsPageDocument, {
    variables: { projectId: String(id), currentPage: 1, pageSize: PROJECT_LINES_PAGE_SIZE },
    scope: shop.headers,
  });
  const project = projectOrNotFound(result, 'projects.products', shop.website).projects?.items.find(
    (item) => item?.project_id === id,
  );
  if (!project) notFound();
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  const products = project.products;
  return {
    website: shop.website,
    projectId: project.project_id,
    lines: products.items.flatMap((line) => (line ? [toProjectLine(line, shop.website, suffix)] : [])),
    totalCount: products.total_count,
    note: products.note ?? '',
    totals: {
      subTotal: toMoneyRange(products.total_prices.sub_total),
      delivery: toMoneyRange(products.total_prices.delivery),
      grandTotal: toMoneyRange(products.total_prices.grand_total),
    },
  };
}

export type ProjectProductsData = Awaited<ReturnType<typeof loadProjectProducts>>;

export async function createProject(shop: ShopContext, name: string, description: string) {
  const result = await requestGraphQL(CreateProjectDocument, {
    variables: { name, description: description || null },
    scope: shop.headers,
  });
  return writeResult(result, 'createProject', shop.website, (d) => d.createProject);
}

export async function updateProject(
  shop: ShopContext,
  id: number,
  change: { name?: string; description?: string; address?: ProjectAddressInput },
) {
  const result = await requestGraphQL(UpdateProjectDocument, {
    variables: {
      projectId: id,
      name: change.name ?? null,
      description: change.description ?? null,
      address: change.address ?? null,
    },
    scope: shop.headers,
  });
  return writeResult(result, 'updateProject', shop.website, (d) => d.updateProject);
}

/** Deleted or archived (status true) — the API's message either way (spec §8). */
export async function deleteProject(shop: ShopContext, id: number) {
  const result = await requestGraphQL(DeleteProjectDocument, {
    variables: { projectId: id },
    scope: shop.headers,
  });
  return writeResult(result, 'deleteProject', shop.website, (d) => d.deleteProject);
}

export async function sendInvite(shop: ShopContext, id: number, email: string) {
  const result = await requestGraphQL(SendProjectInviteDocument, {
    variables: { projectId: id, email },
    scope: shop.headers,
  });
  return writeResult(result, 'sendInvite', shop.website, (d) => d.sendInvite);
}

export async function acceptInvite(shop: ShopContext, hash: string) {
  const result = await requestGraphQL(AcceptProjectInviteDocument, {
    variables: { hash },
    scope: shop.headers,
  });
  return writeResult(result, 'acceptedInvite', shop.website, (d) => d.acceptedInvite);
}

export async function addProductToProject(
  shop: ShopContext,
  projectId: number,
  product: AddToProjectProduct,
) {
  const { configurable, input } = projectProductInput(product);
  if (configurable) {
    const result = await requestGraphQL(AddConfigurableProductsToProjectDocument, {
      variables: { projectId, products: [input] },
      scope: shop.headers,
    });
    return writeResult(
      result,
      'addConfigurableProductsToProject',
      shop.website,
      (d) => d.addConfigurableProductsToProject,
    );
  }
  const result = await requestGraphQL(AddSimpleProductToProjectDocument, {
    variables: { projectId, products: [input] },
    scope: shop.headers,
  });
  return writeResult(result, 'addSimpleProductToProject', shop.website, (d) => d.addSimpleProductToProject);
}

export async function removeProjectLine(shop: ShopContext, projectId: number, lineId: number) {
  const result = await requestGraphQL(RemoveProductFromProjectDocument, {
    variables: { projectId, lineId },
    scope: shop.headers,
  });
  return writeResult(result, 'removeProductFromProject', shop.website, (d) => d.removeProductFromProject);
}

export async function updateProjectLines(
  shop: ShopContext,
  projectId: number,
  products: ProjectProductUpdateInput[],
  note: string | null,
) {
  const result = await requestGraphQL(UpdateProjectProductsDocument, {
    variables: { projectId, products, note },
    scope: shop.headers,
  });
  return writeResult(result, 'updateProjectProducts', shop.website, (d) => d.updateProjectProducts);
}

export async function commentProjectLine(
  shop: ShopContext,
  projectId: number,
  lineId: number,
  comment: string,
) {
  const result = await requestGraphQL(AddCommentToProjectProductDocument, {
    variables: { projectId, lineId, comment },
    scope: shop.headers,
  });
  return writeResult(result, 'addCommentToProjectProduct', shop.website, (d) => d.addCommentToProjectProduct);
}
