// Operations and helpers shared by the helpdesk tests: people (customers, managers in
// departments), tickets opened and read over GraphQL, multipart uploads, and the rows of the
// helpdesk tables (to prove a refused call changed nothing).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import {
  helpdeskAttachment,
  helpdeskMessage,
  helpdeskReadMark,
  helpdeskTicket,
} from '../../src/modules/helpdesk/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { department, departmentManager } from '../../src/modules/staff/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { type Any, newManager, ok } from '../projects/helpers.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';

export { type Any, errorOf, ok } from '../projects/helpers.ts';
export { newManager, newShopper, type Shopper };

/** A fresh directory for HELPDESK_FILES_DIR (pass it to useTestApi). */
export const filesDir = () => mkdtempSync(join(tmpdir(), 'atrium-helpdesk-files-'));

export const MESSAGE_FIELDS = `id content author_name created_at status timeline_type type is_own
  attachments { id file_name file_path size extension mime_type }`;

export const TICKET_FIELDS = `entity_id uid subject status { id code label } store_id tag_names created_at updated_at
  last_message_at customer_rating external_link external_url agent { id name } customer { id name email }
  department { id code name current_storefront_label storefront_labels { store_id content }
    managers { id name email estimates_count projects_count } }
  manager { id name email estimates_count projects_count }
  messages { ${MESSAGE_FIELDS} }
  project { id name } estimate { id name } order { number }
  unread_count role permissions { reply set_manager solve close reopen rate }`;

export const CREATE = `mutation($subject: String!, $content: String!, $name: String!, $email: String!,
  $department: Int, $order: String, $attachments: [Upload!], $options: AwHelpdesk2TicketOptionsInput) {
  awHelpdesk2TicketCreate(subject: $subject, content: $content, customer_name: $name, customer_email: $email,
    department_id: $department, order_id: $order, attachments: $attachments, options: $options) { ${TICKET_FIELDS} } }`;
export const REPLY = `mutation($key: String!, $content: String!, $attachments: [Upload!]) {
  awHelpdesk2TicketReply(key: $key, content: $content, attachments: $attachments) { ${TICKET_FIELDS} } }`;
export const SET_MANAGER = `mutation($key: String!, $manager: Int!) {
  astrioHelpdesk2TicketSetManager(key: $key, manager_id: $manager) { external_link messages { ${MESSAGE_FIELDS} } status { id code } manager { id name } department { id code } } }`;
export const MARK_READ = `mutation($id: Int!) { changeMessageStatus(message_id: $id) { result unread_count message { id status } } }`;
export const SOLVE = `mutation($key: String!) { awHelpdesk2TicketSolve(key: $key) { ${TICKET_FIELDS} } }`;
export const CLOSE = `mutation($key: String!) { awHelpdesk2TicketClose(key: $key) { ${TICKET_FIELDS} } }`;
export const REOPEN = `mutation($key: String!) { awHelpdesk2TicketReopen(key: $key) { ${TICKET_FIELDS} } }`;
export const RATE = `mutation($key: String!, $rating: Int!) { awHelpdesk2TicketRate(key: $key, rating: $rating) { ${TICKET_FIELDS} } }`;
export const BY_KEY = `query($key: String!) { awHelpdesk2TicketByKey(key: $key) { ${TICKET_FIELDS} } }`;
export const BY_ID = `query($id: Int!) { awHelpdesk2TicketById(entity_id: $id) { ${TICKET_FIELDS} } }`;
export const LIST = `query($filter: AwHelpdesk2TicketFilterInput, $pageSize: Int, $currentPage: Int) {
  awHelpdesk2TicketList(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count unread_count page_info { current_page page_size total_pages }
    items { entity_id uid subject status { code } unread_count role last_message_at } } }`;
export const DEPARTMENTS = `{ awHelpdesk2AvailableDepartmentsForCreateTicket {
  id code name current_storefront_label storefront_labels { store_id content } managers { id name email } } }`;
export const UNREAD_BADGE = '{ customer { helpdesk_unread_count } }';

export async function departmentId(api: TestApi, code: string): Promise<number> {
  const [row] = await api.database.db.select().from(department).where(eq(department.code, code));
  if (!row) throw new Error(`no department ${code}`);
  return row.id;
}

/** A new manager account working in the given departments. */
export async function departmentManagerIn(api: TestApi, ...codes: string[]): Promise<Shopper> {
  const manager = await newManager(api);
  for (const code of codes) {
    await api.database.db
      .insert(departmentManager)
      .values({ departmentId: await departmentId(api, code), customerId: manager.id });
  }
  return manager;
}

export const ticketInput = (who: Shopper, extra: Record<string, unknown> = {}) => ({
  subject: 'Sofa delivery date',
  content: 'When will the sofa arrive?\nWe are at home after 18:00.',
  name: 'Anna Schmidt',
  email: who.email,
  ...extra,
});

export async function openTicket(
  api: TestApi,
  who: Shopper,
  extra: Record<string, unknown> = {},
): Promise<Any> {
  const res = await api.gql<{ awHelpdesk2TicketCreate: Any }>(CREATE, {
    variables: ticketInput(who, extra),
    headers: who.headers,
  });
  return ok(res).awHelpdesk2TicketCreate;
}

export async function run(
  api: TestApi,
  who: Shopper | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse<Any>> {
  return api.gql<Any>(query, { variables, headers: who?.headers ?? {} });
}

export async function reply(api: TestApi, who: Shopper, key: string, content: string): Promise<Any> {
  return ok(await run(api, who, REPLY, { key, content })).awHelpdesk2TicketReply;
}

export async function readByKey(api: TestApi, who: Shopper, key: string): Promise<Any> {
  return ok(await run(api, who, BY_KEY, { key })).awHelpdesk2TicketByKey;
}

export interface Upload {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A GraphQL multipart request (decision 0031) with `files` at `variables.<at>.<index>`. */
export async function multipart(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  files: Upload[],
  headers: Record<string, string>,
  at = 'attachments',
): Promise<GraphQLResponse<Any>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, [at]: files.map(() => null) } }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.${at}.${i}`]]))),
  );
  files.forEach((f, i) => {
    form.set(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  });
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'GraphQL-Preflight': '1', ...headers },
    body: form,
  });
  const body = (await response.json()) as Omit<GraphQLResponse, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body } as GraphQLResponse<Any>;
}

/** Every helpdesk row and the outbox, to compare before and after a refused call. */
export async function helpdeskRows(api: TestApi) {
  const db = api.database.db;
  return {
    tickets: await db.select().from(helpdeskTicket).orderBy(asc(helpdeskTicket.id)),
    messages: await db.select().from(helpdeskMessage).orderBy(asc(helpdeskMessage.id)),
    attachments: await db.select().from(helpdeskAttachment).orderBy(asc(helpdeskAttachment.id)),
    marks: await db.select().from(helpdeskReadMark),
    mails: (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
  };
}

/** The helpdesk's mails to `email` (a sign-up's welcome mail may come before them, or not yet). */
export async function mailsTo(api: TestApi, email: string) {
  const rows = await api.database.db
    .select({ template: mailOutbox.template, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.id));
  return rows.filter((m) => m.template.startsWith('helpdesk-'));
}

/** The API's base URL (without /graphql) for the download route. */
export const apiBase = (api: TestApi) => api.url.replace(/graphql$/, '');
