// enqueueMail(ctx, tx, { to, template, data }): the one way to send a mail. It renders the template
// in the store view's language and writes the result to the mail outbox in `tx`, the transaction of
// the change that owes the mail (decision 0020): the mail exists exactly when the change committed,
// and the outbox worker sends it soon after — pg_notify wakes it at the commit — with retries.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { insertOutboxMail, notifyOutbox, type OutboxMailInput } from './outbox-store.ts';
import {
  type MailScope,
  type MailTemplate,
  mailLanguage,
  type RenderedMail,
  renderMail,
} from './template.ts';

export interface MailRequest<TData> {
  to: string;
  template: MailTemplate<TData>;
  data: TData;
  /** The Reply-To header (the contact form's visitor). */
  replyTo?: string;
}

export function mailScope(ctx: RequestContext): MailScope {
  return {
    language: mailLanguage(ctx.locale),
    // Magento's store name setting; the header logo's text before it, the website's name last.
    storeName:
      ctx.config.get('general/store_information/name') ||
      ctx.config.get('design/header/logo_alt') ||
      ctx.website.name,
    storefrontUrl: `${ctx.storefrontUrl}${ctx.website.code}/`,
  };
}

/** The mail as it will be sent, rendered in the request's store view language. */
export function renderMailFor<TData>(ctx: RequestContext, request: MailRequest<TData>): RenderedMail {
  return renderMail(request.template, mailScope(ctx), request.data);
}

/**
 * Writes the mail to the outbox in `tx` and answers its outbox id. Call it inside the transaction
 * that makes the change the mail is about; a rollback takes the mail with it.
 */
export async function enqueueMail<TData>(
  ctx: RequestContext,
  tx: Db,
  request: MailRequest<TData>,
): Promise<number> {
  return enqueueRendered(ctx, tx, request.template.name, request.to, renderMailFor(ctx, request), {
    replyTo: request.replyTo,
  });
}

/** The same for a mail rendered beforehand (the order confirmation renders apart, see order-mail.ts). */
export async function enqueueRendered(
  ctx: Pick<RequestContext, 'requestId'>,
  tx: Db,
  template: string,
  to: string,
  mail: RenderedMail,
  options: { replyTo?: string } = {},
): Promise<number> {
  const row: OutboxMailInput = {
    template,
    recipient: to,
    ...mail,
    replyTo: options.replyTo ?? null,
    requestId: ctx.requestId,
  };
  const id = await insertOutboxMail(tx, row);
  await notifyOutbox(tx);
  return id;
}

/**
 * Wakes the outbox workers once `tx` commits, for work that will write mail in the worker (a
 * password reset request). pg_notify is transactional: nothing is said for a rollback.
 */
export const wakeOutboxAfterCommit = (tx: Db) => notifyOutbox(tx);
