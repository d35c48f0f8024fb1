// /:website/customer/account/messages/:ticketId/attachments/:attachmentId: a ticket's attachment
// as a download (issue 15). The API serves it only with the reader's bearer token, which the
// browser never sees; this resource route asks with the session's token and streams the answer
// with the API's headers. The account layout's guard has already sent guests away.
import { downloadAttachment } from '~/features/helpdesk/attachment-download.server';
import { positiveIdOf } from '~/features/helpdesk/helpdesk-paths';
import { requireBackendFeature } from '~/lib/backend.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-message-attachment';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('helpdesk')];

export function loader({ request, params, context }: Route.LoaderArgs) {
  const attachmentId = positiveIdOf(params.attachmentId);
  if (attachmentId === null || positiveIdOf(params.ticketId) === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  return downloadAttachment(
    getShopContext(context),
    attachmentId,
    request.method === 'HEAD' ? 'HEAD' : 'GET',
  );
}
