// Projects as the pages show them (pure): the list's cards, the project's people and address, its
// product lines with their money ranges ("from … to …" while a configurable line has open options).
import type {
  ProjectCardFieldsFragment,
  ProjectDetailFieldsFragment,
  ProjectLineFieldsFragment,
  ProjectMoneyRangeFragment,
  ProjectParticipantFieldsFragment,
} from '~/lib/graphql/generated';
import type { ProjectAddressValues } from './project-form';

export interface MoneyView {
  currency: string;
  value: number;
}

/** A money range: one amount when both ends are the same, else "from … to …". */
export type MoneyRangeView =
  | { kind: 'single'; amount: MoneyView }
  | { kind: 'range'; from: MoneyView; to: MoneyView };

export function toMoneyRange(range: ProjectMoneyRangeFragment | null | undefined): MoneyRangeView | null {
  const min = range?.minimal_price;
  const max = range?.maximal_price;
  if (min?.value == null || !min.currency) return null;
  const from = { currency: min.currency, value: min.value };
  if (max?.value == null || !max.currency || (max.value === min.value && max.currency === min.currency)) {
    return { kind: 'single', amount: from };
  }
  return { kind: 'range', from, to: { currency: max.currency, value: max.value } };
}

export function participantName(
  person: Pick<ProjectParticipantFieldsFragment, 'firstname' | 'lastname'>,
): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ');
}

export interface ProjectCardView {
  id: number;
  name: string;
  status: string;
  statusLabel: string;
  productsCount: number;
  total: MoneyRangeView | null;
  /** The primary manager's name; null while none is assigned. */
  managerName: string | null;
  createdAt: string;
}

export function toProjectCard(project: ProjectCardFieldsFragment): ProjectCardView {
  const primary = project.managers.find((manager) => manager.is_primary_manager) ?? project.managers[0];
  return {
    id: project.project_id,
    name: project.name,
    status: project.status,
    statusLabel: project.status_label,
    productsCount: project.products.total_count,
    total: toMoneyRange(project.products.total_prices.grand_total),
    managerName: primary ? participantName(primary) : null,
    createdAt: project.created_at,
  };
}

export interface ParticipantView {
  key: string;
  name: string;
  email: string | null;
  isPrimaryManager: boolean;
}

function toParticipant(person: ProjectParticipantFieldsFragment, role: string): ParticipantView {
  return {
    key: `${role}-${person.customer_id ?? person.email ?? participantName(person)}`,
    name: participantName(person),
    email: person.email,
    isPrimaryManager: person.is_primary_manager,
  };
}

export interface ProjectView {
  id: number;
  name: string;
  description: string;
  status: string;
  statusLabel: string;
  isOwner: boolean;
  /** The owner and managers change the delivery address (b2b.md §2). */
  mayEditAddress: boolean;
  address: ProjectAddressValues | null;
  owner: ParticipantView;
  members: ParticipantView[];
  managers: ParticipantView[];
}

export function toProjectView(project: ProjectDetailFieldsFragment): ProjectView {
  const address = project.address_delivery;
  return {
    id: project.project_id,
    name: project.name,
    description: project.description ?? '',
    status: project.status,
    statusLabel: project.status_label,
    isOwner: project.role === 'OWNER',
    mayEditAddress: project.role === 'OWNER' || project.role === 'MANAGER',
    address: address
      ? {
          firstname: address.firstname ?? '',
          lastname: address.lastname ?? '',
          company: address.company ?? '',
          street: (address.street ?? []).map((line) => line ?? ''),
          city: address.city ?? '',
          countryCode: address.country_code ?? '',
          postcode: address.postcode ?? '',
          telephone: address.telephone ?? '',
        }
      : null,
    owner: toParticipant(project.owner, 'owner'),
    members: project.members.map((person) => toParticipant(person, 'member')),
    managers: project.managers.map((person) => toParticipant(person, 'manager')),
  };
}

export interface ProjectLineView {
  id: number;
  name: string;
  sku: string;
  href: string | null;
  image: { url: string; label: string } | null;
  options: { label: string; value: string }[];
  quantity: number;
  note: string;
  price: MoneyRangeView | null;
  rowTotal: MoneyRangeView | null;
  comments: { id: number; text: string; author: string; createdAt: string }[];
  /** What adding the line to the cart posts (a configurable's own SKU and its chosen values). */
  cartItem: { sku: string; selectedOptions: string[] } | null;
}

export function toProjectLine(
  line: ProjectLineFieldsFragment,
  website: string,
  productUrlSuffix: string,
): ProjectLineView {
  const product = line.product;
  const variant = line.configured_variant;
  const name = product?.name ?? variant?.name ?? product?.sku ?? '';
  const image = variant?.small_image?.url ? variant.small_image : product?.small_image;
  const selectedOptions = line.configurable_options.map(
    (option) => option.configurable_product_option_value_uid,
  );
  return {
    id: line.id,
    name,
    sku: variant?.sku ?? product?.sku ?? '',
    href: product?.url_key ? `/${website}/${product.url_key}${product.url_suffix ?? productUrlSuffix}` : null,
    image: image?.url ? { url: image.url, label: image.label || name } : null,
    options: line.configurable_options.flatMap((option) =>
      option.option_label && option.value_label
        ? [{ label: option.option_label, value: option.value_label }]
        : [],
    ),
    quantity: line.qty,
    note: line.note ?? '',
    price: toMoneyRange(line.price_range),
    rowTotal: toMoneyRange(line.row_total_range),
    comments: line.comments.map((comment) => ({
      id: comment.id,
      text: comment.comment,
      author: comment.author_name,
      createdAt: comment.created_at,
    })),
    cartItem: product?.sku ? { sku: product.sku, selectedOptions } : null,
  };
}

/** "2026-11-24 16:30:00" (UTC) as a date in the interface language. */
export function formatProjectDate(value: string, locale: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
