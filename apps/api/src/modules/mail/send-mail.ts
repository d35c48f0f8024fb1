// sendMail(ctx, { to, template, data }): renders a template in the store view's language and hands
// it to the mailer. It never throws: a mail that cannot be sent is logged (with the request id) and
// the caller's data, already committed, stays as it is.
import type { RequestContext } from '../../shared/context.ts';
import type { SentMail } from './mailer.ts';
import { type MailScope, type MailTemplate, mailLanguage, renderMail } from './template.ts';

export interface MailRequest<TData> {
  to: string;
  template: MailTemplate<TData>;
  data: TData;
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

export async function sendMail<TData>(
  ctx: RequestContext,
  request: MailRequest<TData>,
): Promise<SentMail | null> {
  try {
    const rendered = renderMail(request.template, mailScope(ctx), request.data);
    const sent = await ctx.mailer.send({ to: request.to, ...rendered });
    ctx.log.info(
      {
        template: request.template.name,
        messageId: sent.messageId,
        file: sent.file,
        transport: ctx.mailer.kind,
      },
      'mail sent',
    );
    return sent;
  } catch (error) {
    ctx.log.error({ err: error, template: request.template.name }, 'mail could not be sent');
    return null;
  }
}
