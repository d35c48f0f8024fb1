// The actions of the new-ticket form and the thread page: read the post (size-limited), refuse bad
// input with the form's errors (nothing is sent to the API), run one write, then answer. A form
// posted by a fetcher (JavaScript) gets data back and the page revalidates in place; a plain post
// (no JavaScript) gets a redirect with a flash message — the thread, or the new ticket's thread.
import { data, redirect } from 'react-router';
import { flashCookie } from '~/lib/flash.server';
import type { FieldErrors, FormMessage } from '~/lib/form-messages';
import { formText } from '~/lib/forms/form-errors';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import {
  type NewTicketField,
  type NewTicketValues,
  readNewTicket,
  readThreadRequest,
  type ThreadIntent,
} from './helpdesk-form';
import { type HelpdeskScope, helpdeskPaths } from './helpdesk-paths';
import { createTicket, writeThread } from './helpdesk-writes.server';
import { readPostedForm } from './posted-form.server';

const TOO_LARGE: FormMessage = { key: 'helpdesk.attachments.body_too_large' };

export type NewTicketAnswer = {
  ok: false;
  values?: NewTicketValues;
  errors?: FieldErrors<NewTicketField>;
  message?: FormMessage;
};

export async function newTicketAction(request: Request, shop: ShopContext) {
  const posted = await readPostedForm(request);
  if (!posted.ok) return data<NewTicketAnswer>({ ok: false, message: TOO_LARGE }, { status: 413 });
  const read = readNewTicket(posted.form);
  if (!read.ok) {
    return data<NewTicketAnswer>({ ok: false, values: read.values, errors: read.errors }, { status: 400 });
  }
  const created = await createTicket(shop, read.request);
  if (!created.ok) {
    const { files: _files, about: _about, departmentId: _id, ...values } = read.request;
    return data<NewTicketAnswer>({ ok: false, values, message: created.message }, { status: 400 });
  }
  // With or without JavaScript the customer goes on to the new thread (a client-side navigation
  // for a fetcher's redirect).
  const thread = helpdeskPaths.ticket({ website: shop.website, projectId: null }, created.value);
  return redirect(thread, {
    headers: { 'Set-Cookie': flashCookie(request, { type: 'success', key: 'helpdesk.saved.created' }) },
  });
}

export type ThreadAnswer =
  | { ok: true; intent: ThreadIntent }
  | {
      ok: false;
      intent: ThreadIntent;
      content?: string;
      error?: { key: string; values?: Record<string, string | number> };
      message?: FormMessage;
    };

const SAVED_KEYS: Record<ThreadIntent, string> = {
  reply: 'helpdesk.saved.reply',
  'set-manager': 'helpdesk.saved.manager',
  solve: 'helpdesk.saved.solved',
  close: 'helpdesk.saved.closed',
  reopen: 'helpdesk.saved.reopened',
  rate: 'helpdesk.saved.rated',
};

export async function threadAction(
  request: Request,
  shop: ShopContext,
  scope: HelpdeskScope,
  ticketId: number,
) {
  const posted = await readPostedForm(request);
  if (!posted.ok)
    return data<ThreadAnswer>({ ok: false, intent: 'reply', message: TOO_LARGE }, { status: 413 });
  const form = posted.form;
  const read = readThreadRequest(form);
  if (!read.ok) {
    const { ok: _ok, ...rest } = read;
    return data<ThreadAnswer>({ ok: false, ...rest }, { status: 400 });
  }
  const { intent } = read.request;
  const key = formText(form, 'key');
  if (!key)
    return data<ThreadAnswer>({ ok: false, intent, message: { key: 'error.default' } }, { status: 400 });
  const written = await writeThread(shop, key, read.request);
  if (!written.ok) {
    const content = read.request.intent === 'reply' ? read.request.content : undefined;
    return data<ThreadAnswer>({ ok: false, intent, content, message: written.message }, { status: 400 });
  }
  if (isViaFetcher(form)) return data<ThreadAnswer>({ ok: true, intent });
  const flash = flashCookie(request, { type: 'success', key: SAVED_KEYS[intent] });
  return redirect(helpdeskPaths.ticket(scope, ticketId), { headers: { 'Set-Cookie': flash } });
}
