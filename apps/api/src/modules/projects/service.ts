// Projects themselves: the caller's list, creating one (the primary manager assigned), changing
// its name, description and delivery address, and deleting or archiving it.
import type {
  ProjectAddressInput,
  ProjectFilterInput,
  QueryProjectsArgs,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { cleanAddress, countryList, DEFAULT_OPTIONAL_ZIP } from '../customer-address/index.ts';
import { listCountries } from '../directory/index.ts';
import {
  ARCHIVED_READ_ONLY,
  accessFrom,
  ensureMay,
  ONLY_OWNER,
  type ProjectAccess,
  projectAccess,
  readableProject,
} from './access.ts';
import type { ProjectView } from './project-view.ts';
import {
  deleteProjectRow,
  insertManager,
  insertProject,
  leastBusyManager,
  listProjects,
  lockProject,
  type ProjectInsert,
  relationsOf,
  updateProjectRow,
} from './store.ts';

export const MAX_NAME = 255;
export const MAX_DESCRIPTION = 5000;
/** The most projects one page may list. */

function caller(ctx: RequestContext) {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ctx.customer;
}

/** The view of a project the caller may read (graphql-authorization otherwise). */
export async function projectById(ctx: RequestContext, projectId: number): Promise<ProjectView> {
  return readableProject(ctx, projectId);
}

function cleanName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw inputError('Enter the name of the project.');
  if ([...name].length > MAX_NAME)
    throw inputError(`The name of a project may have at most ${MAX_NAME} characters.`);
  return name;
}

function cleanDescription(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if ([...text].length > MAX_DESCRIPTION) {
    throw inputError(`The description of a project may have at most ${MAX_DESCRIPTION} characters.`);
  }
  return text === '' ? null : text;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterId(filter: ProjectFilterInput | null | undefined): number | null | 'none' {
  const eq = filter?.project_id?.eq ?? filter?.project_id?.in?.[0];
  if (eq == null) return null;
  return /^\d{1,9}$/.test(eq.trim()) ? Number(eq) : 'none';
}

export async function projects(ctx: RequestContext, args: QueryProjectsArgs) {
  const me = caller(ctx);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const id = filterId(args.filter);
  const like = args.filter?.name?.like?.trim();
  const { rows, total } =
    id === 'none'
      ? { rows: [], total: 0 }
      : await listProjects(
          ctx.db,
          { customerId: me.id, nameLike: like ? `%${escapeLike(like)}%` : null, projectId: id },
          { offset: (currentPage - 1) * pageSize, limit: pageSize },
        );
  const relations = await relationsOf(
    ctx.db,
    rows.map((r) => r.id),
    me.id,
  );
  const items = rows.flatMap((row) => {
    const relation = relations.get(row.id);
    const access = relation ? accessFrom(row, me.id, relation) : null;
    return access ? [{ row, access }] : [];
  });
  return {
    items,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  };
}

export async function createProject(
  ctx: RequestContext,
  args: { name: string; description?: string | null },
): Promise<ProjectView> {
  const me = caller(ctx);
  const name = cleanName(args.name);
  const description = cleanDescription(args.description);
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertProject(tx, { ownerId: me.id, name, description });
    const manager = await leastBusyManager(tx);
    if (manager !== null) await insertManager(tx, created.id, manager, true);
    return created;
  });
  return projectById(ctx, row.id);
}

/**
 * The delivery address checked as a cart's shipping address is (required fields, allowed country),
 * as the address columns of a project (estimates keep the same columns and use it too).
 */
export async function addressValues(
  ctx: RequestContext,
  input: ProjectAddressInput,
): Promise<Partial<ProjectInsert>> {
  const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
  const required = (field: string) => inputError(`"${field}" is required. Enter and try again.`);
  const countryCode = String(input.country_code ?? '')
    .trim()
    .toUpperCase();
  for (const field of ['firstname', 'lastname', 'city', 'telephone'] as const)
    if (blank(input[field])) throw required(field);
  if (input.street.every(blank)) throw required('street');
  const optionalZip = countryList(
    ctx.config.get('general/country/optional_zip_countries') ?? DEFAULT_OPTIONAL_ZIP,
  );
  if (blank(input.postcode) && !optionalZip.has(countryCode)) throw required('postcode');
  const allowed = countryList(ctx.config.get('general/country/allow'));
  const [country] = await listCountries(ctx.db, [countryCode]);
  if (!country || (allowed.size > 0 && !allowed.has(countryCode)))
    throw inputError('Country is not available');
  const draft = cleanAddress({ ...input, country_code: countryCode, region: null });
  return {
    addressFirstname: draft.firstname,
    addressLastname: draft.lastname,
    addressCompany: draft.company,
    addressStreet: draft.street,
    addressCity: draft.city,
    addressPostcode: draft.postcode,
    addressCountryCode: countryCode,
    addressTelephone: draft.telephone,
  };
}

/** Owner: name, description, address. Managers of the project: the delivery address only. */
export async function updateProject(
  ctx: RequestContext,
  args: {
    project_id: number;
    name?: string | null;
    description?: string | null;
    address_delivery?: ProjectAddressInput | null;
  },
): Promise<ProjectView> {
  const { row, access } = await readableProject(ctx, args.project_id);
  const changesText = args.name != null || args.description !== undefined;
  if (changesText) ensureMay(access, 'owner');
  else if (access.role === 'member') throw authorizationError(ONLY_OWNER);
  if (row.status === 'archived') throw inputError(ARCHIVED_READ_ONLY);
  const values: Partial<ProjectInsert> = {};
  if (args.name != null) values.name = cleanName(args.name);
  if (args.description !== undefined) values.description = cleanDescription(args.description);
  if (args.address_delivery) Object.assign(values, await addressValues(ctx, args.address_delivery));
  if (Object.keys(values).length === 0)
    throw inputError('Nothing to change: give a name, a description or an address.');
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockProject(tx, access.projectId))) throw authorizationError(ONLY_OWNER);
    await updateProjectRow(tx, access.projectId, values);
  });
  return projectById(ctx, access.projectId);
}

export const DELETED = 'The project was deleted.';
export const ARCHIVED = 'The project has orders, so it was archived instead of deleted.';

/**
 * deleteProject's steps (the workflow delete-project.ts asks sales whether the project has orders
 * in between): the owner's access, then the deletion or the archiving.
 */
export function ownerAccess(ctx: RequestContext, projectId: number): Promise<ProjectAccess> {
  return projectAccess(ctx, projectId, 'owner');
}

export async function deleteOrArchive(
  ctx: RequestContext,
  access: ProjectAccess,
  hasOrders: boolean,
): Promise<{ status: boolean; message: string }> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await lockProject(tx, access.projectId);
    if (!row) throw authorizationError(ONLY_OWNER);
    if (hasOrders) {
      await updateProjectRow(tx, row.id, { status: 'archived' });
      return { status: true, message: ARCHIVED };
    }
    await deleteProjectRow(tx, row.id);
    return { status: true, message: DELETED };
  });
}
