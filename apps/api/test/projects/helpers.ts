// Operations and helpers shared by the project tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { customer } from '../../src/modules/customer/tables.ts';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are checked by shape in the tests.
export type Any = any;

export const PARTICIPANT = 'customer_id firstname lastname email is_primary_manager';

export const LINE_FIELDS = `id qty note added_at
  comments { id comment author_name created_at }
  product { sku name __typename }
  configured_variant { sku }
  configurable_options { option_label value_label configurable_product_option_value_uid }
  price_range { minimal_price { value currency } maximal_price { value currency } }
  price_range_including_tax { minimal_price { value currency } maximal_price { value currency } }
  row_total_range { minimal_price { value currency } maximal_price { value currency } }
  row_total_range_including_tax { minimal_price { value currency } maximal_price { value currency } }`;

const RANGE = 'minimal_price { value currency } maximal_price { value currency }';

export const TOTALS = `total_prices { sub_total { ${RANGE} } sub_total_including_tax { ${RANGE} }
  delivery { ${RANGE} } grand_total { ${RANGE} } }`;

export const PROJECT_FIELDS = `project_id created_at status status_label name description
  address_delivery { city company country_code firstname lastname postcode street telephone }
  helpdesk_ticket { uid subject }
  is_primary_manager role
  owner { ${PARTICIPANT} } members { ${PARTICIPANT} } managers { ${PARTICIPANT} }`;

export const PROJECT_WITH_LINES = `${PROJECT_FIELDS}
  products(pageSize: 200) { total_count note page_info { current_page page_size total_pages }
    items { ${LINE_FIELDS} } ${TOTALS} }`;

export const CREATE = `mutation($name: String!, $description: String) {
  createProject(name: $name, description: $description) { ${PROJECT_FIELDS} } }`;

export const PROJECTS = `query($filter: ProjectFilterInput, $currentPage: Int, $pageSize: Int) {
  projects(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count page_info { current_page page_size total_pages } items { ${PROJECT_FIELDS} } } }`;

export const ONE_PROJECT = `query($id: String) {
  projects(filter: { project_id: { eq: $id } }) { items { ${PROJECT_WITH_LINES} } } }`;

export function ok<T>(res: GraphQLResponse<T>): T {
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data as T;
}

export function errorOf(res: GraphQLResponse): { message: string; category: unknown } {
  expect(res.errors, 'an error was expected').toBeDefined();
  const [error] = res.errors ?? [];
  return { message: error?.message ?? '', category: error?.extensions?.category };
}

export async function createProject(
  api: TestApi,
  who: Shopper,
  name = 'Flat on Sadovaya',
  description?: string,
) {
  const res = await api.gql<{ createProject: Any }>(CREATE, {
    variables: { name, description },
    headers: who.headers,
  });
  return ok(res).createProject;
}

/** A new customer who is a manager. */
export async function newManager(api: TestApi): Promise<Shopper> {
  const shopper = await newShopper(api);
  await api.database.db.update(customer).set({ customerType: 'manager' }).where(eq(customer.id, shopper.id));
  return shopper;
}

export async function readProject(api: TestApi, who: Shopper, projectId: number): Promise<Any> {
  const res = await api.gql<{ projects: Any }>(ONE_PROJECT, {
    variables: { id: String(projectId) },
    headers: who.headers,
  });
  return ok(res).projects.items[0];
}

export const SEND_INVITE = `mutation($id: Int!, $email: String!) { sendInvite(project_id: $id, email: $email) { status message } }`;
export const ACCEPT = `mutation($hash: String!) { acceptedInvite(hash: $hash) { ${PROJECT_FIELDS} } }`;
export const DELETE = 'mutation($id: Int!) { deleteProject(project_id: $id) { status message } }';

/** Sends an invite and answers the token of the link mailed. */
export async function invite(
  api: TestApi,
  owner: Shopper,
  projectId: number,
  email: string,
): Promise<string> {
  const res = await api.gql<{ sendInvite: Any }>(SEND_INVITE, {
    variables: { id: projectId, email },
    headers: owner.headers,
  });
  expect(ok(res).sendInvite.status).toBe(true);
  const mail = await waitForMail(api.mailDir, email, (m) => m.text.includes('projectHash='));
  const token = /projectHash=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token as string);
}

/** A placed order of `customerId` for the project (only what sales_order requires). */
export async function insertProjectOrder(
  db: Db,
  customerId: number,
  projectId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(salesOrder)
    .values({
      incrementId: `PJ${randomUUID().slice(0, 12)}`,
      storeViewId: 1,
      websiteId: 1,
      cartId: Math.floor(Math.random() * 1e9),
      customerId,
      customerEmail: 'buyer@example.com',
      customerFirstname: 'Test',
      customerLastname: 'Shopper',
      status: 'processing',
      baseCurrencyCode: 'RUB',
      orderCurrencyCode: 'RUB',
      baseToOrderRate: '1',
      totalsDetail: {
        discounts: [],
        taxes: [],
        fixedProductTaxes: [],
        shippingDiscount: { base: '0', amount: '0' },
      },
      protectCode: randomUUID().replace(/-/g, ''),
      projectId,
    })
    .returning({ id: salesOrder.id });
  return row?.id as number;
}
