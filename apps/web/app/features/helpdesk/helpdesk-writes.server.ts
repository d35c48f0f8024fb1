// The messages pages' writes: open a ticket (with its files as a GraphQL multipart upload) and the
// thread's actions (reply with files, choose or reassign the manager, solve, close, reopen, rate).
// The API decides who may do what and checks the files' content; its message comes back as it is.
import { type WriteResult, writeResult } from '~/lib/customer/account-api.server';
import {
  HelpdeskCloseDocument,
  HelpdeskCreateTicketDocument,
  HelpdeskRateDocument,
  HelpdeskReopenDocument,
  HelpdeskReplyDocument,
  HelpdeskSetManagerDocument,
  HelpdeskSolveDocument,
} from '~/lib/graphql/generated';
import { type GraphQLUpload, requestGraphQL, requestGraphQLMultipart } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { NewTicketRequest, ThreadRequest } from './helpdesk-form';

/** The files as uploads into the `attachments` list, one path each (`attachments.0`, …). */
export function attachmentUploads(files: readonly File[]): GraphQLUpload[] {
  return files.map((file, index) => ({ path: `attachments.${index}`, file, fileName: file.name || 'file' }));
}

/** Opens the ticket; its number (entity_id) is the new thread's page. */
export async function createTicket(
  shop: ShopContext,
  request: NewTicketRequest,
): Promise<WriteResult<number>> {
  const { about } = request;
  const options =
    about.projectId !== null || about.estimateId !== null
      ? { project_id: about.projectId, estimate_id: about.estimateId }
      : null;
  const variables = {
    subject: request.subject,
    content: request.content,
    customerName: request.name,
    customerEmail: request.email,
    departmentId: request.departmentId,
    orderId: about.orderNumber,
    options,
    attachments: request.files.length > 0 ? request.files.map(() => null) : null,
  };
  const scope = shop.headers;
  const result =
    request.files.length > 0
      ? await requestGraphQLMultipart(HelpdeskCreateTicketDocument, {
          variables,
          uploads: attachmentUploads(request.files),
          scope,
        })
      : await requestGraphQL(HelpdeskCreateTicketDocument, { variables, scope });
  return writeResult(
    result,
    'awHelpdesk2TicketCreate',
    shop.website,
    (answer) => answer.awHelpdesk2TicketCreate?.entity_id,
  );
}

/** One action of the thread page on the ticket with this key. */
export async function writeThread(
  shop: ShopContext,
  key: string,
  request: ThreadRequest,
): Promise<WriteResult<number>> {
  const scope = shop.headers;
  const website = shop.website;
  switch (request.intent) {
    case 'reply': {
      const variables = {
        key,
        content: request.content,
        attachments: request.files.length > 0 ? request.files.map(() => null) : null,
      };
      const result =
        request.files.length > 0
          ? await requestGraphQLMultipart(HelpdeskReplyDocument, {
              variables,
              uploads: attachmentUploads(request.files),
              scope,
            })
          : await requestGraphQL(HelpdeskReplyDocument, { variables, scope });
      return writeResult(
        result,
        'awHelpdesk2TicketReply',
        website,
        (answer) => answer.awHelpdesk2TicketReply?.entity_id,
      );
    }
    case 'set-manager':
      return writeResult(
        await requestGraphQL(HelpdeskSetManagerDocument, {
          variables: { key, managerId: request.managerId },
          scope,
        }),
        'astrioHelpdesk2TicketSetManager',
        website,
        (answer) => answer.astrioHelpdesk2TicketSetManager?.entity_id,
      );
    case 'solve':
      return writeResult(
        await requestGraphQL(HelpdeskSolveDocument, { variables: { key }, scope }),
        'awHelpdesk2TicketSolve',
        website,
        (answer) => answer.awHelpdesk2TicketSolve?.entity_id,
      );
    case 'close':
      return writeResult(
        await requestGraphQL(HelpdeskCloseDocument, { variables: { key }, scope }),
        'awHelpdesk2TicketClose',
        website,
        (answer) => answer.awHelpdesk2TicketClose?.entity_id,
      );
    case 'reopen':
      return writeResult(
        await requestGraphQL(HelpdeskReopenDocument, { variables: { key }, scope }),
        'awHelpdesk2TicketReopen',
        website,
        (answer) => answer.awHelpdesk2TicketReopen?.entity_id,
      );
    case 'rate':
      return writeResult(
        await requestGraphQL(HelpdeskRateDocument, { variables: { key, rating: request.rating }, scope }),
        'awHelpdesk2TicketRate',
        website,
        (answer) => answer.awHelpdesk2TicketRate?.entity_id,
      );
  }
}
