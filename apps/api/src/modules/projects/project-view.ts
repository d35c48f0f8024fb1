// The parent value of GraphQL type `Project`: the row and the reader's access to it. The people of
// a project are read once per view (owner, members and managers share one statement).
import type { ProjectParticipant, ProjectRole, ProjectStatus } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import type { ProjectAccess } from './access.ts';
import { listParticipants, type ParticipantRow, type ProjectRow } from './store.ts';

export interface ProjectView {
  row: ProjectRow;
  access: ProjectAccess;
}

const STATUS_LABELS: Record<'en' | 'ru' | 'es', Record<ProjectRow['status'], string>> = {
  en: { active: 'Active', archived: 'Archived' },
  ru: { active: 'Активный', archived: 'В архиве' },
  es: { active: 'Activo', archived: 'Archivado' },
};

const language = (locale: string): 'en' | 'ru' | 'es' =>
  locale.startsWith('ru') ? 'ru' : locale.startsWith('es') ? 'es' : 'en';

export const projectStatus = (view: ProjectView): ProjectStatus =>
  view.row.status === 'archived' ? 'ARCHIVED' : 'ACTIVE';

export const statusLabel = (ctx: RequestContext, view: ProjectView): string =>
  STATUS_LABELS[language(ctx.locale)][view.row.status];

export const projectRole = (view: ProjectView): ProjectRole =>
  view.access.role === 'owner' ? 'OWNER' : view.access.role === 'manager' ? 'MANAGER' : 'MEMBER';

export const createdAt = (view: ProjectView): string => magentoDateTime(view.row.createdAt);

export function addressDelivery(view: ProjectView) {
  const r = view.row;
  if (r.addressCountryCode === null) return null;
  return {
    city: r.addressCity,
    company: r.addressCompany,
    country_code: r.addressCountryCode as never,
    firstname: r.addressFirstname,
    lastname: r.addressLastname,
    postcode: r.addressPostcode,
    street: r.addressStreet ?? [],
    telephone: r.addressTelephone,
  };
}

const people = new WeakMap<ProjectView, Promise<ParticipantRow[]>>();

function participants(ctx: RequestContext, view: ProjectView): Promise<ParticipantRow[]> {
  let found = people.get(view);
  if (!found) {
    found = listParticipants(ctx.db, view.row.id, view.row.ownerId);
    people.set(view, found);
  }
  return found;
}

/**
 * Names are visible to every reader; the owner's and managers' e-mails too; members' e-mails only
 * to the owner and the managers (and to the member themself).
 */
function toParticipant(view: ProjectView, p: ParticipantRow): ProjectParticipant {
  const seesMembers = view.access.role !== 'member';
  const visible = p.role !== 'member' || seesMembers || p.customerId === view.access.customerId;
  return {
    customer_id: p.customerId,
    firstname: p.firstname,
    lastname: p.lastname,
    email: visible ? p.email : null,
    is_primary_manager: p.role === 'manager' && p.isPrimary,
  };
}

export async function projectOwner(ctx: RequestContext, view: ProjectView): Promise<ProjectParticipant> {
  const owner = (await participants(ctx, view)).find((p) => p.role === 'owner');
  if (!owner) throw new Error(`owner of project ${view.row.id} not found`);
  return toParticipant(view, owner);
}

export async function projectMembers(ctx: RequestContext, view: ProjectView): Promise<ProjectParticipant[]> {
  return (await participants(ctx, view))
    .filter((p) => p.role === 'member')
    .map((p) => toParticipant(view, p));
}

export async function projectManagers(ctx: RequestContext, view: ProjectView): Promise<ProjectParticipant[]> {
  return (await participants(ctx, view))
    .filter((p) => p.role === 'manager')
    .map((p) => toParticipant(view, p));
}
